import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { latestOutcome, recentSections, subscribeToOutcomes } from '../outcomes';
import { searchScreenTexts } from '../texts';
import styles from './Screens.module.css';

// Queries known to find pages, offered when no earlier query in this session had hits to take sections from.
const FALLBACK_SUGGESTIONS = ['Installation', 'Tutorial', 'Helm'];
const MAX_SUGGESTIONS = 3;

type Props = {
  /** Where "Let us know." sends the reader, as DocSearch's own `getMissingResultsUrl`. */
  getMissingResultsUrl: (params: { query: string }) => string;
  /** Added to the error screen's help text (the dev server has no index to answer from). */
  errorHint?: string;
};

function ErrorIcon(): ReactNode {
  return (
    <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" aria-hidden="true">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"
      />
    </svg>
  );
}

function NoResultsIcon(): ReactNode {
  return (
    <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" aria-hidden="true">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M15.5 4.8c2 3 1.7 7-1 9.7h0l4.3 4.3-4.3-4.3a7.8 7.8 0 01-9.8 1m-2.2-2.2A7.8 7.8 0 0113.2 2.4M2 18L18 2"
      />
    </svg>
  );
}

/** Types a suggestion into DocSearch's input the way a reader would, so DocSearch runs the search itself. */
function typeIntoSearchBox(query: string): void {
  const input = document.querySelector<HTMLInputElement>(MODAL_INPUT);
  if (!input) {
    return;
  }
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

const MODAL_INPUT = '.DocSearch-Modal .DocSearch-Input';

/** Re-renders on every keystroke in the modal and on every settled search. */
function subscribeToModal(onChange: () => void): () => void {
  document.addEventListener('input', onChange, true);
  const unsubscribe = subscribeToOutcomes(onChange);
  return () => {
    document.removeEventListener('input', onChange, true);
    unsubscribe();
  };
}

const typedQuery = () => document.querySelector<HTMLInputElement>(MODAL_INPUT)?.value ?? null;
const modalDropdown = () => document.querySelector('.DocSearch-Modal .DocSearch-Dropdown');

/**
 * The error and no-results screens of the DocSearch modal, rendered over DocSearch's own. DocSearch shows its
 * no-results screen after a failed request, and only offers suggestions once an earlier query had hits; these screens
 * use DocSearch's markup and texts, so they look the same.
 */
export default function SearchModalScreens({ getMissingResultsUrl, errorHint }: Props): ReactNode {
  const outcome = useSyncExternalStore(
    subscribeToOutcomes,
    () => latestOutcome('modal'),
    () => null,
  );
  const query = useSyncExternalStore(subscribeToModal, typedQuery, () => null);
  const dropdown = useSyncExternalStore(subscribeToModal, modalDropdown, () => null);
  // A screen belongs to the query it answered; while the reader types on, DocSearch's own screens show.
  if (!outcome || !dropdown || outcome.query !== query || (!outcome.failed && outcome.nbHits > 0)) {
    return null;
  }
  const texts = searchScreenTexts();
  const sections = recentSections('modal');
  const suggestions = (sections.length > 0 ? sections : FALLBACK_SUGGESTIONS).slice(0, MAX_SUGGESTIONS);
  const screen = outcome.failed ? (
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">{texts.errorTitle}</p>
      <p className="DocSearch-Help">{texts.errorHelp}</p>
      {errorHint && <p className="DocSearch-Help">{errorHint}</p>}
    </div>
  ) : (
    <div className="DocSearch-NoResults">
      <div className="DocSearch-Screen-Icon">
        <NoResultsIcon />
      </div>
      <p className="DocSearch-Title">
        {texts.noResultsText} &quot;<strong>{outcome.query}</strong>&quot;
      </p>
      <div className="DocSearch-NoResults-Prefill-List">
        <p className="DocSearch-Help">{texts.suggestedQueryText}:</p>
        <ul>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                className="DocSearch-Prefill"
                type="button"
                onClick={() => typeIntoSearchBox(`${suggestion.toLowerCase()} `)}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p className="DocSearch-Help">
        {`${texts.reportMissingResultsText} `}
        <a href={getMissingResultsUrl({ query: outcome.query })} target="_blank" rel="noopener noreferrer">
          {texts.reportMissingResultsLinkText}
        </a>
      </p>
    </div>
  );
  return createPortal(
    <div className={styles.screen} role="status">
      {screen}
    </div>,
    dropdown,
  );
}
