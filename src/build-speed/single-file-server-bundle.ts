import type { Plugin } from '@docusaurus/types';

/**
 * The server bundle only renders the pages at build time. Docusaurus splits it into route chunks without shared ones,
 * so each of some 300 chunks carried its own copies of the theme code it uses, and Mermaid's diagram chunks (1.4 MB
 * each) were built though the theme draws diagrams only in the browser: 48 MB in all. As one file without Mermaid it
 * is 6.7 MB, the pages come out the same, and a cold build took 1.2 s less (six interleaved pairs, five faster).
 */
export default function singleFileServerBundlePlugin(): Plugin {
  return {
    name: 'single-file-server-bundle',
    configureWebpack: (_config, isServer) =>
      isServer ? { output: { asyncChunks: false }, resolve: { alias: { mermaid: false } } } : {},
  };
}
