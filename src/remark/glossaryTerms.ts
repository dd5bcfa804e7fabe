import { glossaries } from '../data/glossary';
import { entryUrl } from '../data/glossary/types';
import { loadTooltipBehavior } from './tooltipBehavior';

/**
 * Gives every `<Term id="…">` of a docs page the definition and the address of its entry in the glossary of the
 * page's version (`src/data/glossary/`), as the `definition` and `href` props of `src/components/Term`. The tooltip is
 * then in the page's server HTML, and the browser loads no glossary data: the component stays a few hundred bytes. A
 * page with terms loads what opens their tooltips (./tooltipBehavior.ts).
 * A term that the version's glossary does not define stops the build, with the file and the term named.
 */
type Attribute = { type: string; name?: string; value?: unknown };
type Node = { type: string; name?: string | null; attributes?: Attribute[]; children?: Node[] };
type File = { path?: string };

/** `versioned_docs/version-0.2/…` belongs to 0.2, `docs/…` to Next (`current`). */
function versionOf(filePath: string): string {
  return /[\\/]versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(filePath)?.[1] ?? 'current';
}

/** Adds its entry to every term under `node`, and says whether there was any. */
function addEntries(node: Node, version: string, filePath: string): boolean {
  let found = false;
  for (const child of node.children ?? []) {
    found = addEntries(child, version, filePath) || found;
  }
  if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== 'Term') {
    return found;
  }
  const attributes = (node.attributes ??= []);
  const id = attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id')?.value;
  const glossary = glossaries[version];
  const entry = glossary?.entries.find((candidate) => candidate.id === id);
  if (!glossary || !entry) {
    throw new Error(`${filePath}: <Term id=${JSON.stringify(id)}> names no entry of the ${version} glossary`);
  }
  attributes.push(
    { type: 'mdxJsxAttribute', name: 'href', value: entryUrl(glossary, entry) },
    { type: 'mdxJsxAttribute', name: 'definition', value: entry.definition },
  );
  return true;
}

export default function glossaryTerms() {
  return (tree: Node, file: File): void => {
    const filePath = file.path ?? '';
    if (addEntries(tree, versionOf(filePath), filePath)) {
      loadTooltipBehavior(tree);
    }
  };
}
