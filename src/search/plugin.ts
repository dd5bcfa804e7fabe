import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { searchAliasesWebpackConfig } from './aliases';
import { buildSearchIndexes } from './embedded/buildIndex';
import type { EmbeddedSearchGlobalData } from './embedded/globalData';
import { indexFileName } from './embedded/indexFormat';

export type SearchPluginOptions = {
  /** False when hosted DocSearch is configured: the search UI talks to Algolia. */
  embedded: boolean;
};

/**
 * Search's part of the build: the module aliases that keep DocSearch out of the first load (./aliases.ts), and the
 * embedded index, built from the rendered HTML after each production build and answered in the browser
 * (`embedded/client/embeddedClient.ts`) through the same DocSearch modal and `/search/` page that hosted DocSearch
 * uses. The indexes are written in both modes: the docs' MCP endpoint (functions/mcp.ts) searches them.
 */
export default function searchPlugin(_context: LoadContext, { embedded }: SearchPluginOptions): Plugin {
  return {
    name: 'search',
    configureWebpack() {
      return searchAliasesWebpackConfig;
    },
    async contentLoaded({ actions }) {
      actions.setGlobalData({ enabled: embedded } satisfies EmbeddedSearchGlobalData);
    },
    getClientModules() {
      // Added here rather than to the site's CSS, whose list every page's JavaScript carries in the site config.
      return embedded ? [path.join(__dirname, 'noAlgoliaBranding.css')] : [];
    },
    async postBuild({ outDir, routesPaths }) {
      const indexes = await buildSearchIndexes(outDir, routesPaths);
      for (const [docsTag, index] of indexes) {
        await writeFile(path.join(outDir, indexFileName(docsTag)), JSON.stringify(index));
      }
    },
  };
}
