import path from 'node:path';

import type { Configuration } from 'webpack';

const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
/** DocSearch's ES module bundle, the one the theme's search button comes from (`@docsearch/react/button`). */
export const esmBundle = path.join(packageDir, 'dist/esm/index.js');
/** DocSearch's UMD bundle, a module apart from the button's, so the lazily imported modal gets a chunk of its own. */
export const umdBundle = path.join(packageDir, 'dist/umd/index.js');
/**
 * Every `@docsearch/react/…` entry point the theme imports that is redirected, and where to. With DocSearch v3 the
 * Algolia theme aliases the v4 entry points (`version`, `useDocSearchKeyboardEvents`, `useTheme`) to the package's
 * UMD bundle, while the search button imports the ES module bundle: first-load JS carried DocSearch twice, modal
 * included. The static imports now share the ES module bundle, and the lazily imported modal gets the UMD bundle as
 * its own chunk, so the modal and the Algolia client download only when a reader opens search. Nothing imports
 * `useTheme` in this theme version, so it is left alone.
 */
export const docSearchAliases = {
  '@docsearch/react/version': esmBundle,
  '@docsearch/react/useDocSearchKeyboardEvents': esmBundle,
  '@docsearch/react/modal': umdBundle,
};

/** The Algolia theme's SearchBar, the only module whose `@docusaurus/Head` is redirected. */
export const themeSearchBar = /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/;
/**
 * What the theme's SearchBar gets for `@docusaurus/Head`. Its one head tag is a preconnect to the Algolia cluster,
 * which a site answering from its embedded index must not open; SearchBarHead renders nothing then.
 */
export const searchBarHead = path.join(__dirname, 'bar/SearchBarHead.tsx');

/**
 * Both redirections; tests/upgrade/search-aliases.test.ts fails when an upgrade moves or reshapes what they redirect.
 */
export const searchAliasesWebpackConfig = {
  resolve: { alias: docSearchAliases },
  module: { rules: [{ test: themeSearchBar, resolve: { alias: { '@docusaurus/Head': searchBarHead } } }] },
} satisfies Configuration;
