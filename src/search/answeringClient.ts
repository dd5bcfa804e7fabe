import { createEmbeddedSearchClient } from './embedded/client/embeddedClient';
import { isEmbeddedSearch } from './mode';
import type { SearchSurface } from './outcomes';
import { reportingOutcomes } from './reportingOutcomes';

/**
 * The client that answers a search surface: the embedded index's when the site has no Algolia credentials, otherwise
 * the Algolia client that `algolia` makes, reporting how each search settles either way. The modal and the search
 * page both come through here, so the choice is made in one place.
 */
export function answeringClient<Client extends object>(surface: SearchSurface, algolia: () => Client): Client {
  const client = isEmbeddedSearch() ? (createEmbeddedSearchClient() as unknown as Client) : algolia();
  return reportingOutcomes(client, surface);
}
