import siteConfig from '@generated/docusaurus.config';

import { INDEX_FILE_NAME } from '../indexFormat';
import type { EmbeddedSearchEngine } from './engine';
import { answerFromIndex, type SearchInput, type SearchResponse } from './requests';

const embeddedIndexUrl = `${siteConfig.baseUrl}${INDEX_FILE_NAME}`;

let enginePromise: Promise<EmbeddedSearchEngine> | null = null;

/** MiniSearch and the index are fetched on the first search only, so neither weighs on page loads. */
function loadEngine(): Promise<EmbeddedSearchEngine> {
  enginePromise ??= Promise.all([
    import('minisearch'),
    import('./engine'),
    fetch(embeddedIndexUrl).then((response) => {
      if (!response.ok) {
        throw new Error(`The search index answered ${response.status}`);
      }
      return response.json();
    }),
  ])
    .then(
      ([{ default: MiniSearch }, { EmbeddedSearchEngine: Engine }, index]) =>
        new Engine(MiniSearch, index, siteConfig.url),
    )
    .catch((error: unknown) => {
      // A later search retries, so a reader who reconnects is not stuck with the failure.
      enginePromise = null;
      throw error;
    });
  return enginePromise;
}

/**
 * Answers the Algolia search API from the index built with the site. Callers create it when search opens (the modal
 * mounting, the search page rendering), so loading starts then and the reader's first keystroke finds it under way.
 */
export function createEmbeddedSearchClient() {
  // The search that follows reports a failure; this early start only gets ahead of it.
  loadEngine().catch(() => undefined);
  return {
    appId: 'embedded',
    addAlgoliaAgent(): void {},
    async search(input: SearchInput): Promise<SearchResponse> {
      return answerFromIndex(await loadEngine(), input);
    },
  };
}
