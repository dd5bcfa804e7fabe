import type { ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import type SearchBarType from '@theme/SearchBar';

import { missingResultsUrl } from './missingResultsUrl';

type Props = WrapperProps<typeof SearchBarType>;

// DocSearch only offers "Let us know." on its no-results screen when it has a URL to report the gap to.
export default function SearchBarWrapper(props: Props): ReactNode {
  return <SearchBar {...props} getMissingResultsUrl={missingResultsUrl} />;
}
