import type { ReactNode } from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type { WrapperProps } from '@docusaurus/types';

import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

// Not hydrated on phones, where the theme replaces it with the phone menu's sidebar right after loading.
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnlyHydration as="div">
      <DocSidebarDesktop {...props} />
    </DesktopOnlyHydration>
  );
}
