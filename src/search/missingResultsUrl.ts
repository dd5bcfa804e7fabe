import { docsRepositoryUrl } from '../siteFacts';

/** Where "Let us know." sends a reader whose query found nothing: a new docs issue, already titled. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search finds nothing for "${query}"`;
  return `${docsRepositoryUrl}/issues/new?title=${encodeURIComponent(title)}`;
}
