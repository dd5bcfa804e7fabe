// Lets TypeScript accept `import text from '!!raw-loader!@site/…'`: webpack's raw-loader hands over the file's text.
declare module '!!raw-loader!*' {
  const content: string;
  export default content;
}
