import { useEffect } from 'react';

/**
 * Loads what opens and closes the tooltips (./behavior.ts) once a component that has some has rendered: pages
 * without tooltips, such as the home page, never load it, and pages with some load it after their first render.
 */
export function useTooltipBehavior(needed = true): void {
  useEffect(() => {
    if (needed) {
      void import('./behavior');
    }
  }, [needed]);
}
