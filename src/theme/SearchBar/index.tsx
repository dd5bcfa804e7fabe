import type { ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import type SearchBarType from '@theme/SearchBar';

import { missingResultsUrl } from '@site/src/search/missingResultsUrl';
import { useModalSearchClient } from '@site/src/search/modal/client';
import ModalScreensWhenNeeded from '@site/src/search/modal/ScreensWhenNeeded';

type Props = WrapperProps<typeof SearchBarType>;

// DocSearch only offers "Let us know." with a URL to report the gap to, and cannot show its own error screen.
export default function SearchBarWrapper(props: Props): ReactNode {
  const transformSearchClient = useModalSearchClient();
  return (
    <>
      <SearchBar {...props} getMissingResultsUrl={missingResultsUrl} transformSearchClient={transformSearchClient} />
      <ModalScreensWhenNeeded />
    </>
  );
}
