import { useState, useSyncExternalStore, type ElementType, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * The one place that relies on React leaving server markup alone. When React hydrates an element whose content is set
 * through `dangerouslySetInnerHTML`, it neither compares nor replaces that content, so the element keeps what the
 * server sent, at no hydration cost. React does not document this; its documented way, a Suspense boundary, is
 * streamed apart into inline scripts once it is large, which the CSP forbids. Two browser tests watch the kept markup
 * from before any script runs and fail if a React release starts replacing it: tests/code-and-diagrams.spec.ts (code
 * blocks) and tests/mobile.spec.ts (the desktop sidebar and table of contents on a phone).
 */
export default function KeptServerMarkup({
  as: Root,
  ...props
}: {
  as: ElementType;
  [prop: string]: unknown;
}): ReactNode {
  return <Root {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}

const subscribeToNothing = () => () => {};

/**
 * Whether a component mounted while React hydrated the server's markup (and `alsoRequired()` held then), decided once
 * for the component's life: one that renders later, after a client-side navigation, renders normally.
 */
export function useKeepsServerMarkup(alsoRequired: () => boolean = () => true): boolean {
  const isHydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [keeps] = useState(() => isHydrating && ExecutionEnvironment.canUseDOM && alsoRequired());
  return keeps;
}
