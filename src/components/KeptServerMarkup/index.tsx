import {
  forwardRef,
  useState,
  useSyncExternalStore,
  type ElementType,
  type ForwardedRef,
  type HTMLAttributes,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type KeptServerMarkupProps = { as: ElementType } & HTMLAttributes<HTMLElement>;

/**
 * The one place that relies on React leaving server markup alone. When React hydrates an element whose content is set
 * through `dangerouslySetInnerHTML`, it neither compares nor replaces that content, so the element keeps what the
 * server sent, at no hydration cost. React does not document this; its documented way, a Suspense boundary, is
 * streamed apart into inline scripts once it is large, which the CSP forbids. Two browser tests watch the kept markup
 * from before any script runs and fail if a React release starts replacing it: tests/code-and-diagrams.spec.ts (code
 * blocks) and tests/mobile.spec.ts (the desktop sidebar and table of contents on a phone). It forwards its ref, so
 * that the theme's code block can measure the kept <pre>.
 */
const KeptServerMarkup = forwardRef(function KeptServerMarkup(
  { as: Root, ...props }: KeptServerMarkupProps,
  ref: ForwardedRef<Element>,
) {
  return <Root {...props} ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
});
export default KeptServerMarkup;

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
