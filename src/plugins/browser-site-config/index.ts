import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Docusaurus bundles the whole site config into the entry chunk that every page loads, including fields that only
 * the build reads: the page template (`ssrTemplate`) and the preset and plugin options. With it comes the site
 * metadata, which lists the version of every plugin for the debug plugin's pages. The browser's copies leave those
 * out (0.6 and 0.4 KB gzip of every page); the server's render keeps them whole.
 * tests/unit/browser-site-config.test.ts fails when an upgrade changes the generated modules or starts reading what
 * they leave out in the browser.
 */
export default function browserSiteConfigPlugin(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const loaders = [
    { module: generated('docusaurus.config.mjs'), loader: path.join(__dirname, 'loader.cjs') },
    { module: generated('site-metadata.json'), loader: path.join(__dirname, 'metadata-loader.cjs') },
  ];
  return {
    name: 'browser-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: loaders.map(({ module, loader }) => ({ test: (file: string) => file === module, use: [loader] })),
        },
      };
    },
  };
}
