import type { ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import type SearchBarType from '@theme/SearchBar';

import { missingResultsUrl } from '../missingResultsUrl';
import { useModalSearchClient } from '../modal/client';
import ModalScreensWhenNeeded from '../modal/ScreensWhenNeeded';

export type SearchBarProps = WrapperProps<typeof SearchBarType>;

/**
 * The theme's SearchBar, with DocSearch, as the reader gets it once they reach for search (see LazySearchBar).
 * DocSearch only offers "Let us know." with a URL to report the gap to, and cannot show its own error screen.
 */
export default function FullSearchBar(props: SearchBarProps): ReactNode {
  const transformSearchClient = useModalSearchClient();
  return (
    <>
      <SearchBar {...props} getMissingResultsUrl={missingResultsUrl} transformSearchClient={transformSearchClient} />
      <ModalScreensWhenNeeded />
    </>
  );
}
