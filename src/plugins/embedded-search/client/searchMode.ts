import globalData from '@generated/globalData';
import siteConfig from '@generated/docusaurus.config';

import { INDEX_FILE_NAME } from '../indexFormat';

export type EmbeddedSearchGlobalData = { enabled: boolean };

/**
 * Read at runtime rather than chosen by a build-time alias: the bundler's persistent cache would keep serving whichever
 * module an earlier build aliased, even after credentials were added or removed.
 */
export function isEmbeddedSearch(): boolean {
  const data = globalData['embedded-search']?.default as EmbeddedSearchGlobalData | undefined;
  return data?.enabled === true;
}

export const embeddedIndexUrl = `${siteConfig.baseUrl}${INDEX_FILE_NAME}`;
export const siteUrl = siteConfig.url;
