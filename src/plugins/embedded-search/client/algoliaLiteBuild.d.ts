// The lite client's browser build, imported by its file path so the plugin's `algoliasearch/lite` alias skips it.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export * from 'algoliasearch/lite';
}
