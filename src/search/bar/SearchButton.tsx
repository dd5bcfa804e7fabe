import {
  forwardRef,
  useEffect,
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type ReactNode,
} from 'react';

// Reproduces `DocSearchButton` of @docsearch/react@3.9.0 (MIT license, Algolia), element for element and class for
// class, so that the server markup and the look stay what they were while the button no longer brings DocSearch into
// the entry chunk: imported from `@docsearch/react/button`, the button keeps 19.7 KB of DocSearch's single-module
// bundle, 4.9 KB gzip on every page. tests/upgrade/search-button.test.ts fails when DocSearch's own button renders
// anything else.

const ctrl = 'Ctrl';

function neverChanges(): () => void {
  return () => undefined;
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { buttonText: string; buttonAriaLabel: string };

function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key hint, shown pressed while its key is down, with DocSearch's own (lenient) release rule. */
function Key({ reactsToKey, children }: { reactsToKey: string; children: ReactNode }): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) {
        setPressed(true);
      }
    };
    const up = (event: KeyboardEvent) => {
      if (event.key !== reactsToKey || event.key === 'Meta') {
        setPressed(false);
      }
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  { buttonText, buttonAriaLabel, ...props },
  ref,
) {
  // Unknown on the server, as in DocSearch: the server markup names Command and shows no key hints.
  const modifier = useSyncExternalStore(
    neverChanges,
    () => (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : ctrl),
    () => null,
  );
  const [modifierKey, modifierName, modifierHint] =
    modifier === ctrl ? [ctrl, 'Ctrl', <ControlKeyIcon key="icon" />] : ['Meta', 'Command', modifier];
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${modifierName}+K)`}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            <Key reactsToKey={modifierKey}>{modifierHint}</Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
