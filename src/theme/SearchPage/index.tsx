import { useState, useSyncExternalStore, type ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import type { WrapperProps } from '@docusaurus/types';
import type SearchPageType from '@theme/SearchPage';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';

import {
  currentSequence,
  latestOutcome,
  subscribeToOutcomes,
} from '@site/src/plugins/embedded-search/client/searchOutcomes';
import { searchScreenTexts } from '@site/src/components/SearchModalScreens/texts';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The theme's SearchPage has no failure state: its search helper throws an uncaught error and the spinner never
 * stops. A failed search (reported by our search client) shows the modal's error texts here instead, with a retry.
 */
export default function SearchPageWrapper(props: Props): ReactNode {
  const outcome = useSyncExternalStore(
    subscribeToOutcomes,
    () => latestOutcome('page'),
    () => null,
  );
  // Failures from an earlier visit or attempt must not hide a fresh search.
  const [attemptStart, setAttemptStart] = useState(currentSequence);
  if (!outcome?.failed || outcome.sequence <= attemptStart) {
    return <SearchPage key={attemptStart} {...props} />;
  }
  const { errorTitle, errorHelp } = searchScreenTexts();
  const title = translate(
    { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
    { query: outcome.query },
  );
  return (
    <Layout>
      <PageMetadata title={title} />
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <div className="alert alert--danger margin-bottom--md" role="alert">
          <p className="margin-bottom--sm">
            <strong>{errorTitle}</strong>
          </p>
          <p className="margin-bottom--none">{errorHelp}</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => setAttemptStart(currentSequence())}>
          {translate({ id: 'theme.SearchPage.retry', message: 'Try again' })}
        </button>
      </main>
    </Layout>
  );
}
