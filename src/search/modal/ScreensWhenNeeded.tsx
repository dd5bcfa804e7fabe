import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

import { missingResultsUrl } from '../missingResultsUrl';
import { isEmbeddedSearch } from '../mode';
import { needsOwnScreen, subscribeToOutcomes } from '../outcomes';

// Loaded only once a search fails or finds nothing, so the screens add nothing to the first load.
const Screens = lazy(() => import('./Screens'));

// The dev server serves no build output, so the embedded index only exists for `npm run build` + `npm run serve`.
const devServerHint =
  process.env.NODE_ENV === 'development' && isEmbeddedSearch()
    ? 'The development server has no search index. Run npm run build, then npm run serve, to search locally.'
    : undefined;

/**
 * Our error and no-results screens for the DocSearch modal, rendered beside the theme's SearchBar rather than as state
 * of its wrapper: re-rendering the theme's SearchBar hands DocSearch new search parameters, which makes it recreate its
 * autocomplete and clear the typed query.
 */
export default function ModalScreensWhenNeeded(): ReactNode {
  const needed = useSyncExternalStore(
    subscribeToOutcomes,
    () => needsOwnScreen('modal'),
    () => false,
  );
  return needed ? (
    <Suspense fallback={null}>
      <Screens getMissingResultsUrl={missingResultsUrl} errorHint={devServerHint} />
    </Suspense>
  ) : null;
}
