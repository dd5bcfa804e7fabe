/**
 * Docusaurus compiles a `toc` export into every page's script, listing each heading from level 2 down, and the table
 * of contents then shows only the levels the theme config (or a page's `toc_max_heading_level`) allows. On API pages
 * most headings are the level-4 and level-5 Parameters, Returns and Remarks of each member. Dropping the levels the
 * TOC never shows from the export took 0.58 KB gzip off the first-load JavaScript of the 0.2 Builder page and 0.25 KB
 * off the Next one (the heaviest page type, measured with `npm run bench:bundle`), and changes nothing on screen.
 */
type EstreeNode = { type: string; [key: string]: unknown };
type TocEntry = EstreeNode & {
  properties?: { key?: { name?: string; value?: unknown }; value?: { value?: unknown } }[];
};
type Node = { type: string; children?: Node[]; data?: { estree?: EstreeNode } };
type File = { data: { frontMatter?: Record<string, unknown> } };

export type Options = { maxHeadingLevel: number };

/** The `level` of a heading entry, or null for anything else (a partial's TOC spread into this one). */
function levelOf(entry: TocEntry | null): number | null {
  if (entry?.type !== 'ObjectExpression') {
    return null;
  }
  const level = entry.properties?.find((property) => (property.key?.name ?? property.key?.value) === 'level');
  return typeof level?.value?.value === 'number' ? level.value.value : null;
}

/** The array of the `export const toc = [...]` in an ESM node, if that is what the node holds. */
function tocArray(node: Node): { elements: (TocEntry | null)[] } | null {
  if (node.type !== 'mdxjsEsm') {
    return null;
  }
  const [statement] = (node.data?.estree?.body as EstreeNode[] | undefined) ?? [];
  const declaration = statement?.type === 'ExportNamedDeclaration' ? (statement.declaration as EstreeNode) : null;
  const [declarator] = (declaration?.declarations as EstreeNode[] | undefined) ?? [];
  const isToc = (declarator?.id as EstreeNode | undefined)?.name === 'toc';
  const init = declarator?.init as EstreeNode | undefined;
  return isToc && init?.type === 'ArrayExpression' ? (init as unknown as { elements: (TocEntry | null)[] }) : null;
}

export default function tocShownLevels({ maxHeadingLevel }: Options) {
  return (root: Node, file: File): void => {
    const pageMax = file.data.frontMatter?.toc_max_heading_level;
    const shownMax = typeof pageMax === 'number' ? pageMax : maxHeadingLevel;
    for (const child of root.children ?? []) {
      const toc = tocArray(child);
      if (toc) {
        toc.elements = toc.elements.filter((entry) => (levelOf(entry) ?? 0) <= shownMax);
      }
    }
  };
}
