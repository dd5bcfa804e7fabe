import path from 'node:path';

/** One snippet of the cheat sheet's API half: its heading, the paragraph that introduces it, and its code. */
export type Idiom = { title: string; text: string; language: string; code: string };

/**
 * The snippets of a cheat sheet page, read from its MDX source: each `### heading` under `## API`, the paragraph
 * before its `<CodeBlock>`, and the example file the block shows (imported as `@site/<file>?raw`). Links to other
 * pages (`[Title](../page.mdx)`) go through `pageUrl`, which gets the linked file's `@site/` path. Any section that
 * does not have this shape fails the build, so the skill never silently loses a snippet.
 */
export function cheatSheetIdioms(
  mdx: string,
  mdxSitePath: string,
  readSiteFile: (sitePath: string) => string,
  pageUrl: (sitePath: string) => string,
): Idiom[] {
  const imports = new Map(
    [...mdx.matchAll(/^import (\w+) from '@site\/([^']+)\?raw';$/gm)].map(([, name, file]) => [name!, file!]),
  );
  const api = mdx.split(/^## API$/m)[1];
  if (api === undefined) {
    throw new Error(`${mdxSitePath} has no "## API" section for the agent skill's idioms`);
  }
  const sections = api.split(/^### /m).slice(1);
  if (sections.length === 0) {
    throw new Error(`${mdxSitePath} has no snippets under "## API"`);
  }
  return sections.map((section) => {
    const [title, ...rest] = section.split('\n');
    const body = rest.join('\n');
    const block = /<CodeBlock language="(\w+)" title="[^"]*">\s*\{(\w+)\}\s*<\/CodeBlock>/.exec(body);
    const file = block && imports.get(block[2]!);
    if (!block || !file) {
      throw new Error(`${mdxSitePath}: the snippet "${title}" has no <CodeBlock> of an imported example file`);
    }
    const text = body
      .slice(0, block.index)
      .trim()
      .replace(/\s*\n\s*/g, ' ')
      .replace(
        /\]\(([^)]+\.mdx)\)/g,
        (_, link: string) => `](${pageUrl(path.posix.join(path.posix.dirname(mdxSitePath), link))})`,
      );
    return { title: title!.trim(), text, language: block[1]!, code: readSiteFile(file).trimEnd() };
  });
}
