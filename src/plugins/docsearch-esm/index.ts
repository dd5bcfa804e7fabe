import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
/** DocSearch's ES module bundle, the one the theme's search button comes from (`@docsearch/react/button`). */
export const esmBundle = path.join(packageDir, 'dist/esm/index.js');
/** DocSearch's UMD bundle, a module apart from the button's, so the lazily imported modal gets a chunk of its own. */
export const umdBundle = path.join(packageDir, 'dist/umd/index.js');
/** Every `@docsearch/react/…` entry point the theme imports that is redirected, and where to. */
export const docSearchAliases = {
  '@docsearch/react/version': esmBundle,
  '@docsearch/react/useDocSearchKeyboardEvents': esmBundle,
  '@docsearch/react/modal': umdBundle,
};
/** The installed versions the redirection was last checked against; tests/unit/search-aliases.test.ts compares. */
export const checkedWith = { '@docsearch/react': '3.9.0', '@docusaurus/theme-search-algolia': '3.10.2' };

/**
 * With DocSearch v3 the Algolia theme aliases the v4 entry points (`version`, `useDocSearchKeyboardEvents`,
 * `useTheme`) to the package's UMD bundle, while the search button imports the ES module bundle: first-load JS
 * carried DocSearch twice, modal included. The static imports now share the ES module bundle, from which the bundler
 * keeps only what the button uses, and the lazily imported modal gets the UMD bundle as its own chunk, so the modal
 * and the Algolia client download only when a reader opens search. Nothing imports `useTheme` in this theme version,
 * so it is left alone.
 */
export default function docSearchEsmPlugin(): Plugin {
  return {
    name: 'docsearch-esm',
    configureWebpack() {
      return { resolve: { alias: docSearchAliases } };
    },
  };
}
