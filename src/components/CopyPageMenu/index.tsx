import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

// The items, their keyboard handling and the clipboard code load when the menu is first opened: only this button is
// part of every page's first load.
const CopyPageMenuItems = lazy(() => import('./CopyPageMenuItems'));

type Props = {
  /** Site-relative address of the page's Markdown twin, for copying and viewing it. */
  twinPath: string;
  /** Absolute address of the twin, for the prompt handed to an assistant. */
  twinUrl: string;
};

/** A menu button beside the page title: copy or view the page as Markdown, or open it in an AI assistant. */
export default function CopyPageMenu({ twinPath, twinUrl }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      button.current?.focus();
    }
  }, []);

  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className={clsx('dropdown', 'dropdown--right', open && 'dropdown--show', styles.copyPage)}>
      <button
        ref={button}
        type="button"
        className={clsx('button', 'button--sm', 'button--outline', 'button--secondary', styles.trigger)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setStatus('');
          setOpen((wasOpen) => !wasOpen);
        }}
        onKeyDown={openFromKeyboard}
      >
        Copy page
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CopyPageMenuItems
            id={menuId}
            twinPath={twinPath}
            twinUrl={twinUrl}
            trigger={button}
            onClose={close}
            onStatus={setStatus}
          />
        </Suspense>
      ) : null}
      {/* Present from the start, so that screen readers announce the confirmation when it appears. */}
      <span role="status" className={status ? styles.status : 'sr-only'}>
        {status}
      </span>
    </div>
  );
}
