import { useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type { WrapperProps } from '@docusaurus/types';

import { useIsHydrating } from '@site/src/hooks/useIsHydrating';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

// Infima's desktop layout starts here; below it the theme replaces this sidebar with the phone menu's.
const desktopQuery = '(min-width: 997px)';

// Pages are rendered with the desktop sidebar, which the theme removes on phones right after loading. Hydrating it
// first (well over a hundred links, each watching the viewport) was wasted work on a phone's slow CPU, so a phone
// keeps the server's markup, hidden by CSS, until the theme takes it away.
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  const isHydrating = useIsHydrating();
  const [keepsServerMarkup] = useState(
    () => isHydrating && ExecutionEnvironment.canUseDOM && !window.matchMedia(desktopQuery).matches,
  );
  if (keepsServerMarkup) {
    return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return <DocSidebarDesktop {...props} />;
}
