import { useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import { pageDescriptions } from '../../pageDescriptions';
import { currentSequence, latestOutcome, subscribeToOutcomes } from '../outcomes';
import { searchScreenTexts } from '../texts';

/**
 * The theme's SearchPage has no failure state: its search helper throws an uncaught error and the spinner never
 * stops. When a search fails (as `searchPageClient` reports it), this shows the modal's error texts instead, with a
 * button that remounts the page's content for a fresh attempt.
 */
export default function SearchPageOrFailure({ content: Content }: { content: ComponentType }): ReactNode {
  const outcome = useSyncExternalStore(
    subscribeToOutcomes,
    () => latestOutcome('page'),
    () => null,
  );
  // Failures from an earlier visit or attempt must not hide a fresh search.
  const [attemptStart, setAttemptStart] = useState(currentSequence);
  if (!outcome?.failed || outcome.sequence <= attemptStart) {
    return <Content key={attemptStart} />;
  }
  const { errorTitle, errorHelp } = searchScreenTexts();
  const title = translate(
    { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
    { query: outcome.query },
  );
  return (
    <Layout>
      <PageMetadata title={title} description={pageDescriptions.search} />
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
