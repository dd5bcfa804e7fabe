// TypeDoc plugin: variables and functions become sections of the page of the namespace, or of the index, that holds
// them instead of pages of their own; classes, enums, namespaces and types keep theirs. typedoc-0.2.json uses it: every
// page is a route, and the routes of all pages are data that every page of the site loads first. Without it the 0.2
// reference has 56 more pages: every page of the site loads 4.7 KB gzip more (its entry scripts), and 0.2 docs pages
// 6.4 KB more with their sidebar and version data (`bench:bundle` with and without it), over the 6 KB bar for a patch
// of internals. tests/upgrade/typedoc-lean-pages.test.ts guards the router.
import { ReflectionKind } from 'typedoc';

const inlineKinds = ReflectionKind.Variable | ReflectionKind.Function;

export function load(app) {
  // The Markdown plugin picks its router when it renders and stores it on the renderer, then asks it for the pages;
  // no option or event comes between, so the router is amended as it is stored.
  let router;
  Object.defineProperty(app.renderer, 'router', {
    configurable: true,
    get: () => router,
    set(value) {
      router = value;
      if (value) {
        const pageKind = value.getPageKind.bind(value);
        value.getPageKind = (target) => (target.kindOf?.(inlineKinds) ? undefined : pageKind(target));
      }
    },
  });
}
