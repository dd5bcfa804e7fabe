import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Docusaurus bundles the whole site config into the entry chunk that every page loads, including fields that only
 * the build reads: the page template (`ssrTemplate`) and the preset and plugin options. The browser's copy leaves
 * them out (0.6 KB gzip of every page); the server's render keeps the whole config.
 * tests/unit/browser-site-config.test.ts fails when an upgrade changes the generated module or starts reading one of
 * those fields in the browser.
 */
export default function browserSiteConfigPlugin(context: LoadContext): Plugin {
  const siteConfigModule = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'browser-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [{ test: (file: string) => file === siteConfigModule, use: [path.join(__dirname, 'loader.cjs')] }],
        },
      };
    },
  };
}
