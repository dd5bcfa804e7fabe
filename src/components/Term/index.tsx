import { useId, type MouseEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * A term of the tool where a reader meets it: a link to its glossary entry, described by a tooltip that holds the
 * entry's definition (the WAI-ARIA tooltip pattern). Pages write `<Term id="builder">builders</Term>`;
 * `src/remark/glossaryTerms.ts` adds `href` and `definition` from the glossary of the page's version, so both are in
 * the server HTML and the browser loads no glossary.
 *
 * CSS shows the tooltip while the term is hovered or focused, and while the pointer is over the tooltip itself (it
 * sits inside the term). The few lines of script do what CSS cannot (WCAG 1.4.13): Escape hides an open tooltip, and
 * on a touch screen, which has no hover, the first tap on a term shows its definition and the second follows the link.
 */
interface Props {
  readonly href: string;
  readonly definition: string;
  readonly children: ReactNode;
}

/** A definition's text, with `backticks` shown as code. */
export function DefinitionText({ text }: { readonly text: string }): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

const termSelector = `.${styles.term}`;
let listening = false;

/** One pair of document listeners for all terms, added when a reader first reaches one. */
function listen(): void {
  if (listening) {
    return;
  }
  listening = true;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') {
      return;
    }
    for (const term of document.querySelectorAll(termSelector)) {
      if (term.matches(':hover, :focus-within, [data-tapped]')) {
        term.setAttribute('data-dismissed', '');
        term.removeAttribute('data-tapped');
      }
    }
  });
  document.addEventListener('click', (event) => {
    for (const term of document.querySelectorAll(`${termSelector}[data-tapped]`)) {
      if (!term.contains(event.target as Node)) {
        term.removeAttribute('data-tapped');
      }
    }
  });
}

function clearDismissal(event: { currentTarget: Element }): void {
  event.currentTarget.removeAttribute('data-dismissed');
}

function showOnFirstTap(event: MouseEvent<HTMLAnchorElement>): void {
  const term = event.currentTarget.parentElement!;
  if (term.hasAttribute('data-tapped') || !matchMedia('(hover: none)').matches) {
    return;
  }
  event.preventDefault();
  term.removeAttribute('data-dismissed');
  term.setAttribute('data-tapped', '');
}

export default function Term({ href, definition, children }: Props): ReactNode {
  const tooltipId = useId();
  return (
    <span
      className={styles.term}
      onPointerEnter={listen}
      onFocus={listen}
      onPointerLeave={clearDismissal}
      onBlur={clearDismissal}
    >
      <Link to={href} aria-describedby={tooltipId} onClick={showOnFirstTap}>
        {children}
      </Link>
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        <DefinitionText text={definition} />
      </span>
    </span>
  );
}
