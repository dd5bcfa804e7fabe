import type { ReactNode } from 'react';
import type { WrapperProps } from '@docusaurus/types';
import type SearchBarType from '@theme/SearchBar';

import LazySearchBar from '@site/src/search/bar/LazySearchBar';

type Props = WrapperProps<typeof SearchBarType>;

// Every page renders the navbar's search button, so the theme's SearchBar here would put DocSearch in the entry chunk
// (8.7 KB gzip on every page).
// LazySearchBar renders the same button and fetches the theme's SearchBar (src/search/bar/FullSearchBar) on intent.
export default function SearchBarWrapper(props: Props): ReactNode {
  return <LazySearchBar {...props} />;
}
