import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { buildSearchIndex } from './buildIndex';
import { INDEX_FILE_NAME } from './indexFormat';
import type { EmbeddedSearchGlobalData } from './client/searchMode';

export type EmbeddedSearchOptions = {
  /** False when hosted DocSearch is configured: no index is built and the search UI talks to Algolia. */
  enabled: boolean;
};

/**
 * The embedded search index: built from the rendered HTML after each production build, and answered in the browser
 * through the same DocSearch modal and `/search/` page that hosted DocSearch uses.
 */
export default function embeddedSearch({ enabled }: EmbeddedSearchOptions) {
  return function embeddedSearchPlugin(): Plugin {
    return createPlugin(enabled);
  };
}

function createPlugin(enabled: boolean): Plugin {
  const clientDir = path.join(__dirname, 'client');
  return {
    name: 'embedded-search',
    async contentLoaded({ actions }) {
      actions.setGlobalData({ enabled } satisfies EmbeddedSearchGlobalData);
    },
    getClientModules() {
      return enabled ? [path.join(clientDir, 'embedded.css')] : [];
    },
    configureWebpack() {
      return {
        resolve: {
          // The SearchPage creates its Algolia client inline; the shim decides at runtime which index answers.
          alias: { 'algoliasearch/lite$': path.join(clientDir, 'liteClient.ts') },
        },
        module: {
          rules: [
            {
              test: /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
              resolve: { alias: { '@docusaurus/Head': path.join(clientDir, 'SearchBarHead.tsx') } },
            },
          ],
        },
      };
    },
    async postBuild({ outDir, routesPaths }) {
      if (!enabled) {
        return;
      }
      const index = await buildSearchIndex(outDir, routesPaths);
      await writeFile(path.join(outDir, INDEX_FILE_NAME), JSON.stringify(index));
    },
  };
}
