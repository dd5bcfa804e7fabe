import type { ReactNode } from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';

import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

// Not hydrated on phones, where the theme replaces it with the collapsible table of contents right after loading.
// Its root is the <nav> of src/theme/TOC.
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnlyHydration as="nav">
      <DocItemTOCDesktop />
    </DesktopOnlyHydration>
  );
}
