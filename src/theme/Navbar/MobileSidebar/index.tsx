import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

// On phones the theme rendered the closed menu, the whole docs sidebar included, on every page load: hundreds of
// elements built and laid out right after hydration for a menu most readers never open, and since the closed menu
// touches the viewport's edge, every page it links to was prefetched. It now renders when first opened and stays
// rendered after that (custom.css keeps the slide-in for that first opening). Its code loads then too: it was in the
// entry chunk that every page, on any screen, downloads first (with the Mermaid wrapper, 0.4 KB gzip of it).
const MobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [hasBeenOpened, setHasBeenOpened] = useState(shown);
  if (shown && !hasBeenOpened) {
    setHasBeenOpened(true);
  }
  return hasBeenOpened ? (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  ) : null;
}
