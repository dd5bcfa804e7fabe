import type { EmbeddedSearchEngine } from './engine';
import { answerFromIndex, normalizeRequests, type SearchInput, type SearchResponse } from './requests';
import { embeddedIndexUrl, siteUrl } from './searchMode';
import { settleSearch, startSearch, type SearchSurface } from './searchOutcomes';

type SearchClient = { search: (input: SearchInput, ...rest: unknown[]) => Promise<SearchResponse> };

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
      ([{ default: MiniSearch }, { EmbeddedSearchEngine: Engine }, index]) => new Engine(MiniSearch, index, siteUrl),
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

function emptyResponse(input: SearchInput): SearchResponse {
  return {
    results: normalizeRequests(input).map((params) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: params.hitsPerPage ?? 20,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true },
      query: params.query ?? '',
      params: '',
      index: params.indexName ?? '',
      processingTimeMS: 0,
    })),
  };
}

/**
 * Records how each search settled for our error and no-results screens. A failure is not passed on: DocSearch would
 * show its no-results screen anyway (its error status is reset in a `finally`), so the modal gets an empty answer that
 * our screen covers; the SearchPage's helper would throw an uncaught error, so its search never settles and our page
 * wrapper shows the failure instead.
 */
export function reportingOutcomes<Client extends object>(client: Client, surface: SearchSurface): Client {
  const { search } = client as unknown as SearchClient;
  const reportingSearch: SearchClient['search'] = (input, ...rest) => {
    const sequence = startSearch();
    const query = normalizeRequests(input)[0]?.query ?? '';
    return search.call(client, input, ...rest).then(
      (response) => {
        const [first] = response.results;
        const sections = [...new Set(first?.hits?.map((hit) => hit.hierarchy?.lvl0).filter(Boolean) as string[])];
        settleSearch({ surface, sequence, query, failed: false, nbHits: first?.nbHits ?? 0, sections });
        return response;
      },
      () => {
        settleSearch({ surface, sequence, query, failed: true, nbHits: 0, sections: [] });
        return surface === 'modal' ? emptyResponse(input) : new Promise<SearchResponse>(() => {});
      },
    );
  };
  return { ...client, search: reportingSearch };
}
