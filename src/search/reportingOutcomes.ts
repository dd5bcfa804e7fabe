import { normalizeRequests, type SearchInput, type SearchResponse } from './embedded/client/requests';
import { settleSearch, startSearch, type SearchSurface } from './outcomes';

type SearchClient = { search: (input: SearchInput, ...rest: unknown[]) => Promise<SearchResponse> };

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
 * Records how each search settled for our error and no-results screens, whichever index answers. A failure is not
 * passed on: DocSearch would show its no-results screen anyway (its error status is reset in a `finally`), so the modal
 * gets an empty answer that our screen covers; the SearchPage's helper would throw an uncaught error, so its search
 * never settles and the search page shows the failure instead.
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
