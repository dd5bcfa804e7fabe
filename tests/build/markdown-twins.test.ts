// The Markdown twins, llms.txt and llms-full.txt, read from the build and fetched from the static server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { nextSnapshot, productionUrl } from '../../src/siteFacts';
import { pageToMarkdown } from '../../src/plugins/markdown-twins/htmlToMarkdown';
import { twinUrl } from '../../src/markdownTwin';
import { buildDir, releasedDocsVersion } from '../../scripts/site-under-test.mjs';
import { builtFile, builtPage, pagesWithTwins } from '../fixtures/built';

/**
 * The text of every code block on a page, line by line, as a reader would copy it: without the tooltips that give the
 * types of its names, and the compiler messages it shows (src/components/CodeTypes).
 */
function codeBlockTexts(pagePath: string): string[] {
  const $ = builtPage(pagePath);
  $('article .theme-code-block').find('[role="tooltip"], [data-compile-error]').remove();
  return $('article .theme-code-block')
    .toArray()
    .map((block) => {
      const lines = $(block).find('.token-line');
      return lines.length
        ? lines
            .map((_, line) => $(line).text())
            .get()
            .join('\n')
        : $(block).find('pre').text();
    })
    .map((text) => text.replace(/\n+$/, ''));
}

test.describe('every docs, API and blog page has a Markdown twin', () => {
  for (const pagePath of pagesWithTwins()) {
    test(pagePath, async ({ request }) => {
      const $ = builtPage(pagePath);
      expect($('link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(twinUrl(pagePath));

      const response = await request.get(twinUrl(pagePath));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const twin = await response.text();

      const title = $('main h1').first().text().trim();
      expect(twin.startsWith(`# ${title}\n`), `starts with its h1, "${title}"`).toBe(true);
      // Code inside an admonition is quoted line by line, like the rest of the blockquote.
      const unquoted = twin.replace(/^> ?/gm, '');
      for (const code of codeBlockTexts(pagePath)) {
        expect(unquoted, 'holds every code block').toContain(code);
      }
      for (const diagram of $('[data-diagram]').toArray()) {
        expect(unquoted, 'keeps every diagram as a mermaid block').toContain(
          `\`\`\`mermaid\n${$(diagram).attr('data-diagram')!.trim()}\n\`\`\``,
        );
      }
      expect(twin, 'has no empty links').not.toContain('[]()');
      // Page chrome stays out, unless the page's own text names it (the page on AI assistants names the Copy menu).
      const ownText = $('article .markdown').text();
      for (const chrome of [
        'Edit this page',
        'Report a problem with this page',
        'Was this page helpful?',
        'Last updated',
        'Copy page',
        'Skip to main content',
        'Previous',
      ].filter((chrome) => !ownText.includes(chrome))) {
        expect(twin).not.toContain(chrome);
      }
    });
  }
});

test('tabs become labelled sections, JavaScript before TypeScript, with fenced code', () => {
  const twin = builtFile('docs/tutorial/components-and-actions/index.md');
  const javascript = twin.indexOf('**JavaScript**\n\n```js');
  const typescript = twin.indexOf('**TypeScript**\n\n```ts');
  expect(javascript).toBeGreaterThan(-1);
  expect(typescript).toBeGreaterThan(javascript);
  expect(twin).toContain('class ExampleAppComponent extends anemos.Component');
});

test('admonitions become blockquotes with their title', () => {
  const twin = builtFile('docs/tutorial/components-and-actions/index.md');
  expect(twin).toMatch(/^> \*\*Note\*\*$/m);
});

test('Mermaid diagrams stay mermaid code blocks', () => {
  const twin = builtFile('docs/reference/execution-order/index.md');
  expect(twin).toMatch(/^```mermaid\nblock-beta\n {2}columns 1$/m);
});

test('tables stay tables and links are absolute', () => {
  const twin = builtFile('docs/api/functions/dedent/index.md');
  expect(twin).toMatch(/^\| Parameter +\| Type +\| Description +\|$/m);
  const links = [...twin.matchAll(/\]\(([^)\s]+)/g)].map((match) => match[1]);
  expect(links.filter((link) => !/^https?:\/\//.test(link))).toEqual([]);
});

test('links to a heading on the same page keep the page address with its trailing slash', () => {
  const twin = builtFile('docs/tutorial/getting-started/index.md');
  expect(twin).toContain('(https://anemos.sh/docs/tutorial/getting-started/#build-from-vs-code)');
  expect([...twin.matchAll(/\]\((https:\/\/anemos\.sh[^)#]*)#/g)].filter(([, page]) => !page.endsWith('/'))).toEqual(
    [],
  );
});

test('a blog post twin names its date and author', () => {
  const twin = builtFile('blog/mounting-large-files/index.md');
  expect(twin).toMatch(
    /^# Mounting Large Files to Containers Efficiently\n\nPublished August 4, 2025 by Yusuf Günaydın\.$/m,
  );
});

test('the conversion keeps a code block title and ignores pages that are not docs or posts', () => {
  const html = `<html class="docs-doc-page docs-doc-id-x"><body><main><div class="theme-doc-markdown">
    <header><h1>Title<a class="hash-link" href="#t">#</a></h1></header>
    <div class="language-yaml theme-code-block"><div class="codeBlockTitle_x">pod.yaml</div>
    <pre><code><span class="token-line">kind: Pod<br></span><span class="token-line">metadata: {}<br></span></code></pre>
    <button>Copy</button></div></div></main></body></html>`;
  expect(pageToMarkdown(html, 'https://example.com/docs/x/')).toBe(
    '# Title\n\n```yaml title="pod.yaml"\nkind: Pod\nmetadata: {}\n```\n',
  );
  expect(pageToMarkdown('<html class="blog-list-page"><body></body></html>', 'https://example.com/blog/')).toBeNull();
});

test('anchor targets without a link, like those TypeDoc writes into member tables, leave nothing behind', () => {
  const html = `<html class="docs-doc-page docs-doc-id-x"><body><main><div class="theme-doc-markdown">
    <header><h1>Class: Builder</h1></header>
    <table><thead><tr><th>Property</th><th>Type</th></tr></thead>
    <tbody><tr><td><a id="components" class="anchorTargetStickyNavbar_x"></a> <code>components</code></td>
    <td><a href="/docs/api/classes/Component/">Component</a></td></tr></tbody></table>
    <p><a id="note"></a>See <a href="#components">components</a>.</p></div></main></body></html>`;
  const twin = pageToMarkdown(html, 'https://example.com/docs/x/')!;
  expect(twin).not.toContain('[]');
  expect(twin).toMatch(
    /^\| `components` +\| \[Component\]\(https:\/\/example\.com\/docs\/api\/classes\/Component\/\) \|$/m,
  );
  expect(twin).toContain('See [components](https://example.com/docs/x/#components).');
});

/** Every twin file in the build, as site paths. */
function twinFiles(directory = buildDir): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const entryPath = path.join(directory, entry);
    if (statSync(entryPath).isDirectory()) {
      return twinFiles(entryPath);
    }
    return entry === 'index.md' ? [`/${path.relative(buildDir, entryPath).split(path.sep).join('/')}`] : [];
  });
}

test('llms.txt follows the llmstxt.org shape and lists every twin, each link resolving', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^# Anemos\n\n> \S.{100,}\n/);
  // The release readers install comes first, and the reader is told what each version's sections describe.
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  expect(sections[0]).toBe(`${releasedDocsVersion} docs`);
  expect(sections).toEqual(
    expect.arrayContaining([
      `${releasedDocsVersion} API reference: Classes`,
      'Next docs: Simple Tutorial',
      'Next API reference: Classes',
      'Next API reference: Namespaces',
      'Blog',
      'Changelog',
    ]),
  );
  // The release notes, newest first.
  expect(text).toMatch(/^## Changelog\n\n- \[Anemos v0\.2\.1\]\([^)]+\/changelog\/v0\.2\.1\/index\.md\): \S/m);
  expect(text).toContain(
    `- Sections headed "${releasedDocsVersion}" describe Anemos ${releasedDocsVersion}, release v`,
  );
  expect(text).toContain('- Sections headed "Next" describe the development snapshot');

  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(?:: \S.*)?$/gm)].map((match) => match[1]);
  const linkedPaths = links.map((link) => {
    expect(link.startsWith(`${productionUrl}/`), link).toBe(true);
    return new URL(link).pathname;
  });
  expect(new Set(linkedPaths).size).toBe(linkedPaths.length);
  expect([...linkedPaths].sort()).toEqual(twinFiles().sort());
  for (const linkedPath of linkedPaths) {
    expect(existsSync(path.join(buildDir, linkedPath)), linkedPath).toBe(true);
  }
  expect(linkedPaths.length).toBe(pagesWithTwins().length);
});

test('llms-full.txt holds every docs twin of the release, in sidebar order', async ({ request }) => {
  const llms = builtFile('llms.txt');
  const docsTwins = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)]
    .map((match) => new URL(match[1]).pathname)
    .filter((twinPath) => twinPath.startsWith(`/docs/${releasedDocsVersion}/`));
  expect(docsTwins.length).toBeGreaterThan(0);

  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const full = await response.text();
  const sources = [...full.matchAll(/^<!-- Source: (\S+) -->$/gm)].map((match) => new URL(match[1]).pathname);
  expect(sources.map((source) => `${source}index.md`)).toEqual(docsTwins);
  for (const twinPath of docsTwins) {
    expect(full).toContain(builtFile(twinPath).trim());
  }
});

test('the host is told the twins and llms files are text', () => {
  const headers = builtFile('_headers');
  expect(headers).toMatch(/^\/\*\.md\n {2}Content-Type: text\/markdown; charset=utf-8$/m);
  expect(headers).toMatch(/^\/llms\.txt\n {2}Content-Type: text\/plain; charset=utf-8$/m);
  expect(headers).toMatch(/^\/llms-full\.txt\n {2}Content-Type: text\/plain; charset=utf-8$/m);
});

test('every Next twin opens with a version line that sends the reader to the release', () => {
  const releasePath = `/docs/${releasedDocsVersion}/`;
  const nextTwins = twinFiles().filter((twin) => twin.startsWith('/docs/') && !twin.startsWith(releasePath));
  expect(nextTwins.length).toBeGreaterThan(0);
  for (const twin of nextTwins) {
    const [title, line] = builtFile(twin).split('\n\n');
    expect(title, twin).toMatch(/^# /);
    expect(line, twin).toMatch(
      new RegExp(
        `^> \\*\\*Version:\\*\\* this page describes Next, .*commit ${nextSnapshot.commit}\\b.*no release runs`,
      ),
    );
    const target = new RegExp(`\\]\\((${productionUrl}${releasePath}\\S*index\\.md)\\)\\.$`).exec(line!)?.[1];
    expect(target, `${twin} links to a ${releasedDocsVersion} twin`).toBeDefined();
    const targetPath = new URL(target!).pathname;
    expect(existsSync(path.join(buildDir, targetPath)), targetPath).toBe(true);
    // The same page of the release when it has one.
    const counterpart = releasePath + twin.slice('/docs/'.length);
    if (existsSync(path.join(buildDir, counterpart))) {
      expect(targetPath, twin).toBe(counterpart);
    }
  }
  expect(builtFile('docs/installation/index.md')).toContain(`${productionUrl}${releasePath}installation/index.md`);
  // The release's own twins need no such line.
  const releaseTwins = twinFiles().filter((twin) => twin.startsWith(releasePath));
  expect(releaseTwins.filter((twin) => builtFile(twin).includes('**Version:**'))).toEqual([]);
});
