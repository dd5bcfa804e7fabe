// `import text from '…?raw'` gives the file's text (src/plugins/raw-imports).
declare module '*?raw' {
  const text: string;
  export default text;
}
