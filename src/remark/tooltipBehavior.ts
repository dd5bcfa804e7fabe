/** What loads the behavior of the tooltips of a page (src/components/Tooltip). */
export const tooltipBehavior = '@site/src/components/Tooltip/load';

type Node = { type: string; value?: string; children?: Node[]; data?: { estree?: unknown } };

/**
 * Makes the page load what opens and closes its tooltips, the glossary terms' and the code blocks' alike: an
 * `import` at the top of the page. Pages without tooltips, such as the home page and the blog's, do not load it; a
 * page that has some starts loading it with its own code, before React renders the page. Code kept as the server sent
 * it has no React code of its own that could (src/components/KeptServerMarkup).
 */
export function loadTooltipBehavior(tree: Node): void {
  if (tree.children?.some((node) => node.type === 'mdxjsEsm' && node.value?.includes(tooltipBehavior))) {
    return;
  }
  (tree.children ??= []).unshift({
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(tooltipBehavior)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: { type: 'Literal', value: tooltipBehavior, raw: JSON.stringify(tooltipBehavior) },
          },
        ],
      },
    },
  });
}
