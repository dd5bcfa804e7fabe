import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

/** The entry of `@docusaurus/utils-common`, which every page loads through the framework's Link and the theme. */
export const utilsCommonEntry = /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;
export const replacementEntry = path.join(__dirname, 'utils-common.js');

/**
 * `@docusaurus/utils-common` is compiled from TypeScript to CommonJS, and its entry requires `tslib` for one helper; a
 * CommonJS `require` keeps every export, so all of tslib (3.4 KB gzip) was in the entry chunk. The replacement
 * re-exports the same functions from the files that define them: 3.4 KB gzip less on every page.
 * tests/upgrade/utils-common-entry.test.ts fails when an upgrade changes what the entry exports.
 */
export default function utilsCommonEntryPlugin(): Plugin {
  return {
    name: 'utils-common-entry',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return { plugins: [new NormalModuleReplacementPlugin(utilsCommonEntry, replacementEntry)] };
    },
  };
}
