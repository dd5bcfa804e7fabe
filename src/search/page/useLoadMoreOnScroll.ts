import { useEffect, useRef } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useEvent } from '@docusaurus/theme-common';

/**
 * Calls `loadMore` each time the reader, scrolling down, brings `loader` fully into view, as the theme's SearchPage
 * loads its next page of results. The theme built a new IntersectionObserver on every render and kept the first; this
 * builds one per loader element, in an effect.
 */
export function useLoadMoreOnScroll(loader: Element | null, loadMore: () => void): void {
  const previousY = useRef(0);
  const onLoaderReached = useEvent(loadMore);
  useEffect(() => {
    if (!loader || !ExecutionEnvironment.canUseIntersectionObserver) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        const currentY = entry!.boundingClientRect.y;
        // The loader moved up the viewport: the reader scrolled down to it, rather than back up past it.
        if (entry!.isIntersecting && previousY.current > currentY) {
          onLoaderReached();
        }
        previousY.current = currentY;
      },
      { threshold: 1 },
    );
    observer.observe(loader);
    return () => observer.disconnect();
  }, [loader, onLoaderReached]);
}
