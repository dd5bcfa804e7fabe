import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import SearchBarHead from './SearchBarHead';
import type { SearchBarProps } from './FullSearchBar';
import SearchButton from './SearchButton';

type FullSearchBarType = ComponentType<SearchBarProps>;
type AlgoliaConfig = { appId: string; translations?: { button?: { buttonText?: string; buttonAriaLabel?: string } } };

/** What the reader did that should open the modal once DocSearch is there: a click or shortcut, or a typed key. */
type Opening = { kind: 'open' } | { kind: 'type'; key: string; keyCode: number };

// Module-wide, so a page reached by client-side navigation renders the real SearchBar at once.
let loaded: FullSearchBarType | undefined;
let loading: Promise<FullSearchBarType> | undefined;

function loadFullSearchBar(): Promise<FullSearchBarType> {
  loading ??= Promise.all([
    import('./FullSearchBar'),
    // The modal is what a click needs next; fetched alongside, the click does not wait for two round trips. The
    // specifier is redirected to DocSearch's UMD bundle (src/search/aliases.ts), the module the theme imports.
    import('@docsearch/react/modal'),
  ]).then(
    ([module]) => (loaded = module.default),
    (error: unknown) => {
      // A later intent tries again, as when the connection comes back.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function isEditing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

function realButtonIn(place: Element | null): HTMLButtonElement | null {
  return place?.querySelector<HTMLButtonElement>('button.DocSearch-Button') ?? null;
}

/**
 * The navbar's search button, without DocSearch: the theme's SearchBar and DocSearch are fetched when the reader
 * points at, focuses or touches the button, and they replace it then. A click, Ctrl/⌘+K, `/` or a key typed on the
 * focused button before they arrive is replayed on the real button, so one action still opens the modal. The
 * shortcuts follow DocSearch 3.9's `useDocSearchKeyboardEvents`.
 */
export default function LazySearchBar(props: SearchBarProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const [FullSearchBar, setFullSearchBar] = useState<FullSearchBarType | undefined>(() => loaded);
  const button = useRef<HTMLButtonElement>(null);
  const place = useRef<Element | null>(null);
  const opening = useRef<Opening | undefined>(undefined);
  const hadFocus = useRef(false);
  // While the pointer is pressed on our button, swapping it would lose the click the press is about to become.
  const pressed = useRef(false);

  const swapIfReady = useCallback(() => {
    if (!loaded || pressed.current || !button.current) {
      return;
    }
    place.current = button.current.parentElement;
    hadFocus.current = document.activeElement === button.current;
    const bar = loaded;
    setFullSearchBar(() => bar);
  }, []);

  const load = useCallback(
    (next?: Opening) => {
      if (next) {
        opening.current = next;
      }
      loadFullSearchBar().then(swapIfReady, () => undefined);
    },
    [swapIfReady],
  );

  const release = useCallback(() => {
    // After the click this release produces, which the browser dispatches in the same task.
    setTimeout(() => {
      pressed.current = false;
      swapIfReady();
    });
  }, [swapIfReady]);

  useEffect(() => {
    if (FullSearchBar) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditing(event.target) && event.key === '/')
      ) {
        event.preventDefault();
        load({ kind: 'open' });
        return;
      }
      const typed = String.fromCharCode(event.keyCode);
      if (button.current === document.activeElement && /[a-zA-Z0-9]/.test(typed)) {
        if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
          return;
        }
        event.preventDefault();
        load({ kind: 'type', key: event.key, keyCode: event.keyCode });
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [FullSearchBar, load, release]);

  useLayoutEffect(() => {
    // In the commit that swapped the buttons, before another key press can be handled: focus follows the button only
    // if it left with it. A reader who tabbed on between the swap and this commit keeps the focus where it went.
    const focusLeftWithButton = document.activeElement === null || document.activeElement === document.body;
    if (FullSearchBar && hadFocus.current && focusLeftWithButton) {
      realButtonIn(place.current)?.focus();
    }
  }, [FullSearchBar]);

  useEffect(() => {
    // The real SearchBar's effects, its keyboard listener among them, have run: hand it what the reader did.
    const realButton = realButtonIn(place.current);
    const pending = opening.current;
    opening.current = undefined;
    if (!FullSearchBar || !realButton) {
      return;
    }
    if (pending?.kind === 'type') {
      realButton.focus();
    }
    if (pending?.kind === 'open') {
      realButton.click();
    } else if (pending?.kind === 'type') {
      realButton.dispatchEvent(
        new KeyboardEvent('keydown', { key: pending.key, keyCode: pending.keyCode, bubbles: true, cancelable: true }),
      );
    }
  }, [FullSearchBar]);

  if (FullSearchBar) {
    return <FullSearchBar {...props} />;
  }
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const translations = algolia.translations?.button;
  return (
    <>
      <SearchBarHead>
        {/* The theme's hint to open the connection to Algolia early, needed before its SearchBar is there. */}
        <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
      </SearchBarHead>
      <SearchButton
        ref={button}
        buttonText={translations?.buttonText ?? label}
        buttonAriaLabel={translations?.buttonAriaLabel ?? label}
        onMouseOver={() => load()}
        onFocus={() => load()}
        onTouchStart={() => load()}
        onPointerDown={() => {
          pressed.current = true;
          load();
        }}
        onClick={() => load({ kind: 'open' })}
      />
    </>
  );
}
