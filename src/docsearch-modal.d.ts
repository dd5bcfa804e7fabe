// DocSearch 3.9 ships `@docsearch/react/modal` without types; it re-exports the modal of the package's main entry.
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
