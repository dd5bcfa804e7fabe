import type { AlgoliaResult, EmbeddedSearchEngine, SearchParams } from './engine';

/**
 * A request in either shape the callers send: `{indexName, params}` (params as an object or a query string) or flat.
 */
type AlgoliaRequest = SearchParams & { params?: string | SearchParams };
export type SearchInput = { requests: AlgoliaRequest[] } | AlgoliaRequest[];
export type SearchResponse = { results: AlgoliaResult[] };

const NUMERIC_PARAMS = new Set(['hitsPerPage', 'page']);

/** Algolia's legacy string form: arrays are JSON inside the query string, numbers are plain digits. */
function parseParamString(params: string): SearchParams {
  return Object.fromEntries(
    [...new URLSearchParams(params)].map(([key, value]) => {
      if (/^[[{]/.test(value)) {
        return [key, JSON.parse(value)];
      }
      return [key, NUMERIC_PARAMS.has(key) ? Number(value) : value];
    }),
  );
}

export function normalizeRequests(input: SearchInput): SearchParams[] {
  const requests = Array.isArray(input) ? input : input.requests;
  return requests.map(({ params, ...request }) => ({
    ...request,
    ...(typeof params === 'string' ? parseParamString(params) : params),
  }));
}

/** The multi-query answer, one result per request, as Algolia's `search` method resolves it. */
export function answerFromIndex(engine: EmbeddedSearchEngine, input: SearchInput): SearchResponse {
  return { results: normalizeRequests(input).map((params) => engine.search(params)) };
}
