import { runInNewContext } from 'node:vm';

type Route = { component: { path: string; hash: string }; routes?: Route[] };

/** The chunk names a route's entry in routesChunkNames.json lists, however deeply nested. */
function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  return value && typeof value === 'object' ? Object.values(value).flatMap(chunkNamesIn) : [];
}

/**
 * For each chunk that a route loads, the pages that load it: the leaf routes at or below each route that lists it,
 * since a page loads the chunks of every route on its way down the route tree. Pages are named by their route key,
 * `path-hash`, as in routesChunkNames.json. `routesModule` is the source of the generated routes.js, which builds
 * the tree from `ComponentCreator(path, hash)` calls; it is run here with a stand-in for that function.
 */
export function pagesByRouteChunk(
  routesModule: string,
  routesChunkNames: Record<string, unknown>,
): Map<string, Set<string>> {
  const sandbox: { routes?: Route[]; ComponentCreator: (path: string, hash: string) => Route['component'] } = {
    ComponentCreator: (path, hash) => ({ path, hash }),
  };
  runInNewContext(routesModule.replace(/^import .*$/gm, '').replace(/^export default /m, 'routes = '), sandbox);
  const pages = new Map<string, Set<string>>();
  function visit(route: Route): string[] {
    const key = `${route.component.path}-${route.component.hash}`;
    const leaves = route.routes?.length ? route.routes.flatMap(visit) : [key];
    for (const chunkName of chunkNamesIn(routesChunkNames[key])) {
      const chunkPages = pages.get(chunkName) ?? new Set<string>();
      leaves.forEach((page) => chunkPages.add(page));
      pages.set(chunkName, chunkPages);
    }
    return leaves;
  }
  (sandbox.routes ?? []).forEach(visit);
  return pages;
}

/** The site section of a page, by the first segment of its path: `docs` for `/docs/api/…-3f2`, `` for `/-e5f`. */
export const sectionOf = (page: string) => page.slice(0, page.lastIndexOf('-')).split('/')[1] ?? '';

/**
 * The section whose pages nearly all need a module, given the pages that do, or undefined when they span several
 * sections or leave out more than a tenth of one. `sectionSizes` counts the pages of each section.
 */
export function sectionServed(pages: ReadonlySet<string>, sectionSizes: ReadonlyMap<string, number>) {
  const sections = new Set([...pages].map(sectionOf));
  if (sections.size !== 1) {
    return undefined;
  }
  const [section] = sections;
  return pages.size >= 0.9 * (sectionSizes.get(section) ?? Infinity) ? section : undefined;
}
