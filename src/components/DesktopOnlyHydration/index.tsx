import type { ElementType, ReactNode } from 'react';

import KeptServerMarkup, { useKeepsServerMarkup } from '@site/src/components/KeptServerMarkup';

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
 * later, as when a window grows to desktop width, the part renders normally.
 */
export default function DesktopOnlyHydration({ as, children }: Props): ReactNode {
  const keepsServerMarkup = useKeepsServerMarkup(() => !window.matchMedia(desktopQuery).matches);
  return keepsServerMarkup ? <KeptServerMarkup as={as} /> : children;
}
