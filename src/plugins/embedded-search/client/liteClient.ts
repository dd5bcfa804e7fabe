/**
 * Stands in for `algoliasearch/lite` (aliased by the plugin), because the theme's SearchPage builds its client inline:
 * it answers from the embedded index when the site has no Algolia credentials, and reports failures either way.
 */
import { liteClient as algoliaLiteClient } from 'algoliasearch/dist/lite/builds/browser';

import { isEmbeddedSearch } from './searchMode';
import { createEmbeddedSearchClient, reportingOutcomes } from './searchClient';

export * from 'algoliasearch/dist/lite/builds/browser';

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const client = isEmbeddedSearch()
    ? (createEmbeddedSearchClient() as unknown as ReturnType<typeof algoliaLiteClient>)
    : algoliaLiteClient(...args);
  return reportingOutcomes(client, 'page');
}
