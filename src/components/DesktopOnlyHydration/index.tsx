import { useState, type ElementType, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import { useIsHydrating } from '@site/src/hooks/useIsHydrating';

// Infima's desktop layout starts here; below it the theme swaps desktop-only parts for their phone forms.
const desktopQuery = '(min-width: 997px)';

type Props = {
  /** The element the wrapped part renders at its root, which stands in for it on a phone. */
  as: ElementType;
  children: ReactNode;
};

/**
 * Pages are rendered for the desktop layout, and on a phone the theme removes the desktop sidebar and table of contents
 * right after loading. Hydrating them first (well over a hundred links, each watching the viewport) was wasted work on
 * a phone's slow CPU, so a phone keeps their server markup, hidden by CSS, until the theme takes it away. Rendered
 * later, as when a window grows to desktop width, the part renders normally. The markup is kept because React does not
 * compare or replace the content of an element that sets it through dangerouslySetInnerHTML; React does not document
 * that, so tests/mobile.spec.ts fails if a release changes it.
 */
export default function DesktopOnlyHydration({ as: Root, children }: Props): ReactNode {
  const isHydrating = useIsHydrating();
  const [keepsServerMarkup] = useState(
    () => isHydrating && ExecutionEnvironment.canUseDOM && !window.matchMedia(desktopQuery).matches,
  );
  return keepsServerMarkup ? <Root suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} /> : children;
}
