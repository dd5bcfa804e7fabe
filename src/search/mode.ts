import globalData from '@generated/globalData';

import type { EmbeddedSearchGlobalData } from './embedded/globalData';

/**
 * Whether the embedded index answers instead of Algolia. Read at runtime rather than chosen by a build-time alias: the
 * bundler's persistent cache would keep serving whichever module an earlier build aliased, even after credentials
 * were added or removed.
 */
export function isEmbeddedSearch(): boolean {
  const data = globalData.search?.default as EmbeddedSearchGlobalData | undefined;
  return data?.enabled === true;
}
