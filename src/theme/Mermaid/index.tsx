import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// Start rendering a little before the diagram scrolls into view, so a reader rarely sees the placeholder.
const renderAhead = '600px 0px';

// The theme's component, fetched with the first diagram that nears the viewport: pages without one never need it.
const Mermaid = lazy(() => import('@theme-original/Mermaid'));

/**
 * Mermaid is about 500 KB of JavaScript. The theme already imports it only on pages with a diagram, but it still
 * does so while the page loads; waiting until the diagram nears the viewport keeps it out of first-load JS on pages
 * whose diagrams sit below the fold.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [nearViewport, setNearViewport] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNearViewport(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNearViewport(true);
          observer.disconnect();
        }
      },
      { rootMargin: renderAhead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    // The placeholder carries the diagram's source, so that the page's Markdown twin can keep it as a mermaid block.
    <div className={styles.diagram} data-diagram={props.value} ref={placeholder}>
      {nearViewport ? (
        <Suspense fallback={null}>
          <Mermaid {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
