import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { buildDir, releasedDocsVersion } from '../../scripts/site-under-test.mjs';
import { displayedCode } from '../../src/plugins/code-types/magicComments';
import { builtFile, builtPage } from '../fixtures/built';
import { sitePages } from '../fixtures/sitemap';

/**
 * The types of the names in code blocks (src/plugins/code-types, src/components/CodeTypes), as the build wrote them:
 * in every JavaScript and TypeScript block of the docs, linked to entries of the API reference that exist, and kept
 * out of everything that copies code.
 */
const docsPages = sitePages().filter((pagePath) => pagePath.startsWith('/docs/'));
const versionRoute = (pagePath: string) =>
  pagePath.startsWith(`/docs/${releasedDocsVersion}/`) ? `/docs/${releasedDocsVersion}/` : '/docs/';
/** The 0.2 migration page shows the Next code that each change replaces, typed and linked as Next code. */
const migrationPage = `/docs/${releasedDocsVersion}/migration/`;
/**
 * Pages that show the JavaScript package template, the one file set no tsconfig checks (src/plugins/code-types
 * says why): its blocks have no types. The same code in TypeScript, on the same pages, has.
 */
const pagesWithUncheckedCode = ['/docs/tutorial/generating-package/', `/docs/${releasedDocsVersion}/tutorial/generating-package/`];

test('every JavaScript and TypeScript block of the docs has the types of its names', () => {
  const untyped: string[] = [];
  let typed = 0;
  for (const pagePath of docsPages) {
    const $ = builtPage(pagePath);
    for (const block of $('article pre.language-js, article pre.language-ts').toArray()) {
      if ($(block).find('[aria-describedby]').length > 0) {
        typed += 1;
      } else if (!pagesWithUncheckedCode.includes(pagePath)) {
        untyped.push(`${pagePath}: ${$(block).find('.token-line').first().text()}`);
      }
    }
  }
  expect(untyped).toEqual([]);
  expect(typed).toBeGreaterThan(200);
});

/** The ids of a built page, each page read once. */
const idsOfPage = new Map<string, Set<string>>();
function idsOf(pagePath: string): Set<string> {
  if (!idsOfPage.has(pagePath)) {
    const $ = builtPage(pagePath);
    idsOfPage.set(pagePath, new Set($('[id]').map((_, element) => $(element).attr('id')!).get()));
  }
  return idsOfPage.get(pagePath)!;
}

test('every API name links an entry of the API reference that exists, in the version of its page', () => {
  const broken: string[] = [];
  let links = 0;
  for (const pagePath of docsPages) {
    const $ = builtPage(pagePath);
    for (const link of $('article pre a[aria-describedby]').toArray()) {
      const href = $(link).attr('href')!;
      const [target, anchor] = href.split('#');
      links += 1;
      if (!target!.startsWith(`${versionRoute(pagePath)}api/`) && pagePath !== migrationPage) {
        broken.push(`${pagePath}: ${href} is in the reference of another version`);
      } else if (!existsSync(path.join(buildDir, target!, 'index.html'))) {
        broken.push(`${pagePath}: ${href} has no page`);
      } else if (anchor && !idsOf(target!).has(anchor)) {
        broken.push(`${pagePath}: ${href} has no such heading`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(links).toBeGreaterThan(500);
});

test('every name with a tooltip describes itself with it, and each tooltip holds a signature', () => {
  for (const pagePath of [`/docs/${releasedDocsVersion}/tutorial/getting-started/`, '/docs/api/classes/Builder/']) {
    const $ = builtPage(pagePath);
    const names = $('article pre [aria-describedby]').toArray();
    expect(names.length, pagePath).toBeGreaterThan(5);
    for (const name of names) {
      const tooltip = $(`[id="${$(name).attr('aria-describedby')}"]`);
      expect(tooltip.attr('role'), pagePath).toBe('tooltip');
      expect(tooltip.find('code').first().text(), pagePath).not.toBe('');
    }
  }
});

test('the kinds page shows the compile error of a workload given to addDocument, under its line', () => {
  const $ = builtPage(`/docs/${releasedDocsVersion}/reference/kubernetes-kinds/`);
  const error = $('article pre [data-compile-error]');
  expect(error).toHaveLength(1);
  expect(error.text()).toContain("Argument of type 'Deployment' is not assignable to parameter of type 'Document'");
  const line = error.closest('.token-line').clone();
  line.find('[role="tooltip"], [data-compile-error]').remove();
  expect(line.text()).toBe('builder.addDocument(web);');
});

test('twins, llms-full.txt and the search indexes have the code without its tooltips or errors', () => {
  const signature = '(method) Builder.addDocument(';
  const page = `/docs/${releasedDocsVersion}/tutorial/getting-started/`;
  expect(builtPage(page)('article').text()).toContain(signature);
  const twin = builtFile(path.join(page, 'index.md'));
  expect(twin).toContain(
    displayedCode(readFileSync('versioned_examples/version-0.2/templates/javascript/app/index.js', 'utf8')).code,
  );
  const kindsTwin = builtFile(`/docs/${releasedDocsVersion}/reference/kubernetes-kinds/index.md`);
  expect(kindsTwin).toContain('builder.addDocument(web);\n\nbuilder.build();');
  for (const [file, text] of [
    ['the twin', twin],
    ['the kinds twin', kindsTwin],
    ['llms-full.txt', builtFile('llms-full.txt')],
    ...['current', releasedDocsVersion].map((version) => [
      `the ${version} search index`,
      builtFile(`search-index-docs-default-${version}.json`),
    ]),
  ]) {
    expect(text, file).not.toContain(signature);
    expect(text, file).not.toContain('TS2769');
  }
});
