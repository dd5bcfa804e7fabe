/**
 * TypeDoc writes member tables with `<a id="member"></a>` targets. In MDX such literal JSX tags bypass the theme's
 * MDX components, so Docusaurus never registers those ids and reports every link to a table member as a broken
 * anchor. This remark plugin turns each empty `<a id>` into a plain element node, which MDX renders through the
 * theme's `a` component (a `Link`), the one that registers anchors.
 */
type Node = {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: Record<string, unknown>;
};

function anchorId(node: Node): string | null {
  if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== 'a') {
    return null;
  }
  const attributes = node.attributes ?? [];
  const [attribute] = attributes;
  const isOnlyId = attributes.length === 1 && attribute.type === 'mdxJsxAttribute' && attribute.name === 'id';
  return isOnlyId && typeof attribute.value === 'string' && !node.children?.length ? attribute.value : null;
}

function rewrite(node: Node): void {
  for (const child of node.children ?? []) {
    const id = anchorId(child);
    if (id === null) {
      rewrite(child);
      continue;
    }
    child.type = 'anchorTarget';
    child.children = [];
    child.data = { hName: 'a', hProperties: { id } };
    delete child.name;
    delete child.attributes;
  }
}

export default function jsxAnchorTargets() {
  return (tree: Node) => rewrite(tree);
}
