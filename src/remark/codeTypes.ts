import { mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

import { loadTooltipBehavior } from './tooltipBehavior';

/**
 * Gives every JavaScript and TypeScript code block of a docs page its types (src/plugins/code-types): a block that
 * shows an example, `<CodeBlock language="js">{indexJs}</CodeBlock>` with `indexJs` imported `…/index.js?raw`, gets
 * `types={…}` from an import of the same file `?code-types`; a fenced block, whose text is in the page, has its text
 * written to a file of its own, imported `?code-types=<version>`, and becomes the `<CodeBlock>` that MDX would render
 * for it, with `types` added. The types are then a module the bundler builds again when their inputs change, which a
 * page compiled once and cached would not notice.
 */
type Estree = Record<string, unknown>;
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  name?: string | null;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  data?: { estree?: Estree };
}
interface File {
  path?: string;
}

const siteDir = path.resolve(__dirname, '../..');
/** Where the text of each fenced block is written, in a folder per page: `npm run clear` empties it. */
const fencedBlocksDirectory = path.join(siteDir, 'node_modules/.cache/code-types/fenced');
/** The languages Prism calls JavaScript and TypeScript, with the file extension the compiler reads them by. */
const extensions: Readonly<Record<string, string>> = { js: 'js', javascript: 'js', ts: 'ts', typescript: 'ts' };
/** The theme's code block, imported under a name no page uses, for the fenced blocks this plugin replaces. */
const codeBlockName = 'CodeTypesCodeBlock';

/** `versioned_docs/version-0.2/…` belongs to 0.2, `docs/…` to Next (`current`). */
function versionOf(filePath: string): string {
  return /[\\/]versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(filePath)?.[1] ?? 'current';
}

const program = (body: Estree[]): Estree => ({ type: 'Program', sourceType: 'module', body });
const identifier = (name: string): Estree => ({ type: 'Identifier', name });
const literal = (value: string): Estree => ({ type: 'Literal', value, raw: JSON.stringify(value) });

function importNode(local: string, source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: program([
        {
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(local) }],
          source: literal(source),
        },
      ]),
    },
  };
}

function expressionAttribute(name: string, expression: Estree, value: string): Attribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value,
      data: { estree: program([{ type: 'ExpressionStatement', expression }]) },
    },
  };
}

/** The local names of the page's `import x from '@site/….js?raw'`, with the file each one shows. */
function rawImports(tree: Node): Map<string, string> {
  const files = new Map<string, string>();
  for (const node of tree.children ?? []) {
    for (const statement of ((node.type === 'mdxjsEsm' ? node.data?.estree?.body : undefined) as
      Estree[] | undefined) ?? []) {
      const source = (statement.source as { value?: unknown } | undefined)?.value;
      const match = typeof source === 'string' ? /^@site\/(.+\.(?:js|ts))\?raw$/.exec(source) : null;
      const local = (statement.specifiers as { type: string; local: { name: string } }[] | undefined)?.find(
        (specifier) => specifier.type === 'ImportDefaultSpecifier',
      )?.local.name;
      if (statement.type === 'ImportDeclaration' && match && local) {
        files.set(local, match[1]!);
      }
    }
  }
  return files;
}

/** The one expression a `<CodeBlock>` holds, such as `{indexJs}`, directly or in the paragraph MDX wraps it in. */
function onlyExpression(node: Node): string | undefined {
  const children = (node.children ?? []).flatMap((child) =>
    child.type === 'paragraph' ? (child.children ?? []) : child,
  );
  const meaningful = children.filter((child) => !(child.type === 'text' && !child.value?.trim()));
  const [only] = meaningful;
  return meaningful.length === 1 && only!.type.startsWith('mdx') && only!.type.endsWith('Expression')
    ? only!.value?.trim()
    : undefined;
}

export default function codeTypes() {
  return (tree: Node, file: File): void => {
    const pagePath = file.path ?? '';
    const version = versionOf(pagePath);
    const shown = rawImports(tree);
    const imports = new Map<string, string>();
    const importOf = (source: string) => {
      if (!imports.has(source)) {
        imports.set(source, `codeTypes${imports.size}`);
      }
      return imports.get(source)!;
    };
    let fencedBlocks = 0;

    const visit = (node: Node, parent: Node | undefined, index: number) => {
      if (node.type === 'code' && node.lang && extensions[node.lang] && parent) {
        const text = node.value ?? '';
        const name = createHash('sha256').update(text).digest('hex').slice(0, 16);
        const folder = path.join(fencedBlocksDirectory, path.relative(siteDir, pagePath));
        const blockFile = path.join(folder, `${name}.${extensions[node.lang]}`);
        mkdirSync(folder, { recursive: true });
        writeFileSync(blockFile, text);
        const types = importOf(`@site/${path.relative(siteDir, blockFile)}?code-types=${version}`);
        fencedBlocks += 1;
        parent.children![index] = {
          type: 'mdxJsxFlowElement',
          name: codeBlockName,
          attributes: [
            { type: 'mdxJsxAttribute', name: 'className', value: `language-${node.lang}` },
            ...(node.meta ? [{ type: 'mdxJsxAttribute', name: 'metastring', value: node.meta }] : []),
            expressionAttribute('types', identifier(types), types),
          ],
          children: [
            {
              type: 'mdxFlowExpression',
              value: JSON.stringify(text),
              data: { estree: program([{ type: 'ExpressionStatement', expression: literal(text) }]) },
            },
          ],
        };
        return;
      }
      const isCodeBlock = node.type.startsWith('mdxJsx') && node.name === 'CodeBlock';
      const language = isCodeBlock ? node.attributes?.find((attribute) => attribute.name === 'language')?.value : null;
      const shownName = isCodeBlock ? onlyExpression(node) : undefined;
      const example = shownName === undefined ? undefined : shown.get(shownName);
      if (typeof language === 'string' && extensions[language] && example) {
        const types = importOf(`@site/${example}?code-types`);
        node.attributes!.push(expressionAttribute('types', identifier(types), types));
      }
      node.children?.forEach((child, childIndex) => visit(child, node, childIndex));
    };
    visit(tree, undefined, 0);

    tree.children!.unshift(
      ...(fencedBlocks > 0 ? [importNode(codeBlockName, '@theme/CodeBlock')] : []),
      ...[...imports].map(([source, local]) => importNode(local, source)),
    );
    if (imports.size > 0) {
      loadTooltipBehavior(tree);
    }
  };
}
