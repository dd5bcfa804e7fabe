/**
 * Docusaurus prefetches the route of every link that scrolls into view, and a page's links all come into view at
 * once, when it hydrates: one task that inserts a `<link rel=prefetch>` for each chunk of each of those routes. This
 * module queues those prefetches and runs one route's at a time, when the browser is idle, so they no longer add up to
 * one long task: 80 to 130 ms at a 4× slower CPU. Observed on the 0.2 Builder page, mobile, interleaved loads at 4×
 * slower CPU, median of 8: blocking time of the script tasks after the entry script 260 → 124 ms. The links' own hover
 * and touch preloading is untouched. tests/upgrade/idle-prefetch.test.ts guards what this relies on in core.
 */
type Docusaurus = Window['docusaurus'];

const pendingRoutes: string[] = [];

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback)
    : (callback) => setTimeout(callback);

function prefetchNextWhenIdle(prefetch: Docusaurus['prefetch']): void {
  whenIdle(() => {
    const routePath = pendingRoutes.shift();
    if (routePath !== undefined) {
      prefetch(routePath);
    }
    if (pendingRoutes.length > 0) {
      prefetchNextWhenIdle(prefetch);
    }
  });
}

function idlePrefetching({ prefetch, preload }: Docusaurus): Docusaurus {
  return Object.freeze({
    preload,
    prefetch(routePath: string) {
      pendingRoutes.push(routePath);
      if (pendingRoutes.length === 1) {
        prefetchNextWhenIdle(prefetch);
      }
      // Core's Link ignores what prefetch returns; `false` is its "not now".
      return false as const;
    },
  });
}

let installed = false;

// Core sets `window.docusaurus` after the client modules load, and calls this once the first page has hydrated.
export function onRouteDidUpdate(): void {
  if (!installed) {
    installed = true;
    window.docusaurus = idlePrefetching(window.docusaurus);
  }
}
