import type { BlockTypes } from './blockTypes';
import type { CodeTypesSource } from './context';

const fetched = new Map<string, { promise: Promise<void>; types?: BlockTypes | null }>();

/**
 * A block's types, fetched once per page load in the browser, which only renders a block itself after a client-side
 * navigation (on a first load it keeps the server's markup). Until they arrive the render suspends, and the code
 * block shows its plain text (src/theme/CodeBlock/Content). A block whose types cannot be fetched renders without
 * them.
 */
export function useBlockTypes(source: CodeTypesSource | undefined): BlockTypes | null {
  if (typeof source !== 'string') {
    return source ?? null;
  }
  let entry = fetched.get(source);
  if (!entry) {
    const created: { promise: Promise<void>; types?: BlockTypes | null } = {
      promise: fetch(`/assets/code-types/${source}.json`)
        .then((response) => (response.ok ? (response.json() as Promise<BlockTypes>) : null))
        .catch(() => null)
        .then((types) => {
          created.types = types;
        }),
    };
    entry = created;
    fetched.set(source, entry);
  }
  if (entry.types === undefined) {
    // React 18's way to suspend until data arrives: the nearest Suspense boundary shows its fallback meanwhile.
    throw entry.promise;
  }
  return entry.types;
}
