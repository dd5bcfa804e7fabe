import type { ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

/**
 * A tooltip of the site: the text that describes the element whose `aria-describedby` names its `id`. It is in the
 * server's HTML, hidden until ./behavior.ts shows it; one mechanism serves the glossary terms
 * (src/components/Term) and the type hovers of code blocks (src/components/CodeTypes). The pages that have
 * tooltips load it (src/remark/tooltipBehavior.ts).
 */
export default function Tooltip({
  id,
  wide = false,
  children,
}: {
  readonly id: string;
  /** Room for a code signature rather than a sentence or two. */
  readonly wide?: boolean;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <span role="tooltip" id={id} popover="manual" className={clsx(styles.tooltip, wide && styles.wide)}>
      {children}
    </span>
  );
}

/** A tooltip's text, with `backticks` shown as code. */
export function TextWithCode({ text }: { readonly text: string }): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
