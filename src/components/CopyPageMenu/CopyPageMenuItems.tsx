import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

type Props = {
  id: string;
  twinPath: string;
  twinUrl: string;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
  onStatus: (message: string) => void;
};

/**
 * The twin is fetched inside the clipboard item, so the reader's click still counts as permission to write when the
 * text arrives (Safari refuses a write that starts after an await). Browsers without ClipboardItem get writeText.
 */
async function copyTwin(twinPath: string): Promise<void> {
  const text = fetch(twinPath).then((response) => {
    if (!response.ok) {
      throw new Error(`${twinPath} answered ${response.status}`);
    }
    return response.text();
  });
  if (typeof ClipboardItem === 'undefined') {
    await navigator.clipboard.writeText(await text);
    return;
  }
  const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
  await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
}

const assistantPrompt = (twinUrl: string) => `Read ${twinUrl} so that I can ask you questions about it.`;

/** The open menu of CopyPageMenu, following the WAI-ARIA menu button pattern. */
export default function CopyPageMenuItems({ id, twinPath, twinUrl, trigger, onClose, onStatus }: Props): ReactNode {
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    items()[0]?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) {
        onClose(false);
      }
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [onClose, trigger]);

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (current + 1) % all.length,
      ArrowUp: (current - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in next) {
      event.preventDefault();
      all[next[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  const copy = async () => {
    onClose(true);
    try {
      await copyTwin(twinPath);
      onStatus('Copied the page as Markdown');
    } catch {
      onStatus('Copying failed: use View as Markdown instead');
    }
  };

  const prompt = encodeURIComponent(assistantPrompt(twinUrl));
  const links = [
    { label: 'View as Markdown', href: twinPath },
    { label: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${prompt}` },
    { label: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}` },
  ];
  return (
    <ul id={id} role="menu" aria-label="Copy page" className="dropdown__menu" ref={menu} onKeyDown={moveFocus}>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className="dropdown__link" onClick={copy}>
          Copy page as Markdown
        </button>
      </li>
      {links.map(({ label, href }) => (
        <li role="none" key={label}>
          <a
            role="menuitem"
            tabIndex={-1}
            className="dropdown__link"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onClose(false)}
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
