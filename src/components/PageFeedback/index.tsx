import { useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';

import { useNewIssueUrl, type PageIssue } from '@site/src/components/PageIssue';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

declare global {
  interface Window {
    // Defined by the classic preset's gtag plugin, and only when the build has a measurement ID.
    gtag?: (command: 'event', name: string, params: Record<string, string>) => void;
  }
}

/**
 * "Was this page helpful?" at the end of a page. The answer goes to the site's analytics, when the build has any, and
 * a "No" offers a prefilled issue. The box keeps one height in both states, so answering moves nothing below it.
 */
export default function PageFeedback(page: PageIssue): ReactNode {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const issueUrl = useNewIssueUrl(page);
  const { pathname } = useLocation();

  const send = (given: Answer) => {
    setAnswer(given);
    window.gtag?.('event', 'page_feedback', {
      page_path: pathname,
      docs_version: page.version ?? 'none',
      answer: given,
    });
  };

  return (
    <section className={styles.feedback} aria-label="Page feedback">
      {/* Polite: the thank-you is read once the reader's button press has been announced. */}
      <div aria-live="polite">
        {answer === null ? (
          <div className={styles.question}>
            <p className={styles.text}>Was this page helpful?</p>
            <button
              type="button"
              className="button button--outline button--primary button--sm"
              onClick={() => send('yes')}
            >
              Yes
            </button>
            <button
              type="button"
              className="button button--outline button--primary button--sm"
              onClick={() => send('no')}
            >
              No
            </button>
          </div>
        ) : (
          <p className={styles.text}>
            Thank you for your answer.
            {answer === 'no' ? (
              <>
                {' '}
                <a href={issueUrl} target="_blank" rel="noopener noreferrer">
                  Tell us what to fix in a GitHub issue
                </a>
                .
              </>
            ) : null}
          </p>
        )}
      </div>
    </section>
  );
}
