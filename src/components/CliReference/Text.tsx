import type { ReactNode } from 'react';

/** Our text from the CLI data, with `backticks` shown as code. */
export default function Text({ text }: { text: string }): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
