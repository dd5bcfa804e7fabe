import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { buildSearchIndex } from './buildIndex';
import type { EmbeddedSearchGlobalData } from './globalData';
import { INDEX_FILE_NAME } from './indexFormat';

export type EmbeddedSearchOptions = {
  /** False when hosted DocSearch is configured: no index is built and the search UI talks to Algolia. */
  enabled: boolean;
};

/**
 * The embedded search index: built from the rendered HTML after each production build, and answered in the browser
 * (`client/embeddedClient.ts`) through the same DocSearch modal and `/search/` page that hosted DocSearch uses.
 */
export default function embeddedSearch({ enabled }: EmbeddedSearchOptions) {
  return function embeddedSearchPlugin(): Plugin {
    return {
      name: 'embedded-search',
      async contentLoaded({ actions }) {
        actions.setGlobalData({ enabled } satisfies EmbeddedSearchGlobalData);
      },
      getClientModules() {
        // Added here rather than to the site's CSS, whose list every page's JavaScript carries in the site config.
        return enabled ? [path.join(__dirname, '../../search/noAlgoliaBranding.css')] : [];
      },
      async postBuild({ outDir, routesPaths }) {
        if (!enabled) {
          return;
        }
        const index = await buildSearchIndex(outDir, routesPaths);
        await writeFile(path.join(outDir, INDEX_FILE_NAME), JSON.stringify(index));
      },
    };
  };
}
