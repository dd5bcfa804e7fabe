import { liteClient } from 'algoliasearch/lite';

import { answeringClient } from '../answeringClient';

/**
 * What the ejected SearchPage calls in place of `liteClient`: Algolia's lite client, or the embedded index's when the
 * site has no credentials, so no module needs redirecting for the page.
 */
export function searchPageClient(...args: Parameters<typeof liteClient>): ReturnType<typeof liteClient> {
  return answeringClient('page', () => liteClient(...args));
}
