import { lazy, Suspense, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import type SearchBarType from '@theme/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { isEmbeddedSearch } from '@site/src/plugins/embedded-search/client/searchMode';
import { createEmbeddedSearchClient, reportingOutcomes } from '@site/src/plugins/embedded-search/client/searchClient';
import { needsOwnScreen, subscribeToOutcomes } from '@site/src/plugins/embedded-search/client/searchOutcomes';

import { missingResultsUrl } from './missingResultsUrl';

// Loaded only once a search fails or finds nothing, so the screens add nothing to the first load.
const SearchModalScreens = lazy(() => import('@site/src/components/SearchModalScreens'));

type Props = WrapperProps<typeof SearchBarType>;

// The dev server serves no build output, so the embedded index only exists for `npm run build` + `npm run serve`.
const devServerHint =
  process.env.NODE_ENV === 'development' && isEmbeddedSearch()
    ? 'The development server has no search index. Run npm run build, then npm run serve, to search locally.'
    : undefined;

/** DocSearch's client, answered by the embedded index when there are no credentials; outcomes feed our screens. */
function useTransformSearchClient() {
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  return useCallback(
    <Client extends { addAlgoliaAgent: (segment: string, version?: string) => void }>(client: Client) => {
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const answering = isEmbeddedSearch() ? (createEmbeddedSearchClient() as unknown as Client) : client;
      return reportingOutcomes(answering, 'modal');
    },
    [docusaurusVersion],
  );
}

/**
 * A sibling of the SearchBar, not state of the wrapper: re-rendering the theme's SearchBar hands DocSearch new search
 * parameters, which makes it recreate its autocomplete and clear the typed query.
 */
function OwnScreensWhenNeeded(): ReactNode {
  const needed = useSyncExternalStore(
    subscribeToOutcomes,
    () => needsOwnScreen('modal'),
    () => false,
  );
  return needed ? (
    <Suspense fallback={null}>
      <SearchModalScreens getMissingResultsUrl={missingResultsUrl} errorHint={devServerHint} />
    </Suspense>
  ) : null;
}

// DocSearch only offers "Let us know." with a URL to report the gap to, and cannot show its own error screen.
export default function SearchBarWrapper(props: Props): ReactNode {
  const transformSearchClient = useTransformSearchClient();
  return (
    <>
      <SearchBar {...props} getMissingResultsUrl={missingResultsUrl} transformSearchClient={transformSearchClient} />
      <OwnScreensWhenNeeded />
    </>
  );
}
