import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

/** The Algolia theme's SearchBar, the only module whose `@docusaurus/Head` is redirected. */
export const themeSearchBar = /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/;
/** What the theme's SearchBar gets for `@docusaurus/Head`. */
export const searchBarHead = path.join(__dirname, 'SearchBarHead.tsx');
/** The installed version the redirection was last checked against; tests/unit/search-aliases.test.ts compares. */
export const checkedWith = { '@docusaurus/theme-search-algolia': '3.10.2' };

/**
 * The theme's SearchBar puts one tag in the page head, a preconnect to the Algolia cluster, which a site answering
 * from its embedded index must not open. Its `@docusaurus/Head` is redirected to SearchBarHead, which renders nothing
 * then; the SearchBar itself stays the theme's.
 */
export default function searchBarHeadPlugin(): Plugin {
  return {
    name: 'search-bar-head',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: themeSearchBar, resolve: { alias: { '@docusaurus/Head': searchBarHead } } }],
        },
      };
    },
  };
}
