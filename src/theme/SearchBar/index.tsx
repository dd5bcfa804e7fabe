import type { ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import type SearchBarType from '@theme/SearchBar';

import { docsRepositoryUrl } from '@site/src/siteFacts';

type Props = WrapperProps<typeof SearchBarType>;

/** Where "Let us know." sends a reader whose query found nothing: a new docs issue, already titled. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search finds nothing for "${query}"`;
  return `${docsRepositoryUrl}/issues/new?title=${encodeURIComponent(title)}`;
}

// DocSearch only offers "Let us know." on its no-results screen when it has a URL to report the gap to.
export default function SearchBarWrapper(props: Props): ReactNode {
  return <SearchBar {...props} getMissingResultsUrl={missingResultsUrl} />;
}
