import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheerioAPI, Element } from 'cheerio';

import { loadBuiltPage } from '../../builtPage';
import {
  INDEX_FORMAT_VERSION,
  isDocsTag,
  type IndexedPage,
  type IndexedRecord,
  type SerializedIndex,
} from './indexFormat';

/** A page and its records, numbered as if it were alone in an index: page 0, parents from record 0. */
type IndexedPageEntry = { page: IndexedPage; records: IndexedRecord[] };

/** Docs pages without an id class are generated category indexes, which only list other pages. */
function isSearchablePage($: CheerioAPI): boolean {
  const htmlClasses = ($('html').attr('class') ?? '').split(/\s+/);
  const isDoc = htmlClasses.includes('docs-doc-page') && htmlClasses.some((name) => name.startsWith('docs-doc-id-'));
  return isDoc || htmlClasses.includes('blog-post-page');
}

function textOf($: CheerioAPI, element: Element): string {
  const clone = $(element).clone();
  // Heading anchors render a zero-width "#" link, nested lists are records of their own, and a term's tooltip
  // repeats its glossary entry.
  clone.find('.hash-link, ul, ol, .theme-code-block, pre, svg, [role="tooltip"]').remove();
  return clone
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function meta($: CheerioAPI, name: string): string {
  return $(`meta[name="docsearch:${name}"]`).attr('content') ?? '';
}

/** The top-level sidebar category the page sits in, as DocSearch's Docusaurus crawler names `lvl0`. */
function sectionOf($: CheerioAPI): string {
  if ($('html').hasClass('blog-post-page')) {
    // The release notes are the second blog instance, whose pages the theme marks with the instance's id.
    return $('html').hasClass('plugin-id-changelog') ? 'Changelog' : 'Blog';
  }
  const category = $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link')
    .filter((_, link) => $(link).attr('aria-label') !== 'Home page')
    .first()
    .text()
    .trim();
  return category || 'Documentation';
}

function innermost(openHeadings: readonly (number | undefined)[]): number {
  for (let level = openHeadings.length - 1; level > 0; level -= 1) {
    if (openHeadings[level] !== undefined) {
      return openHeadings[level]!;
    }
  }
  return openHeadings[0]!;
}

/** The page and its records, or null for a list page. */
function indexPage(html: string, urlPath: string): IndexedPageEntry | null {
  const $ = loadBuiltPage(html);
  if (!isSearchablePage($)) {
    return null;
  }
  const article = $('article').first();
  const title = textOf($, article.find('h1').get(0) ?? $('h1').get(0)!);
  const pageIndex = 0;
  const page: IndexedPage = [urlPath, sectionOf($), title, meta($, 'language'), meta($, 'docusaurus_tag')];
  const records: IndexedRecord[] = [];

  const pageRecord = records.length;
  records.push([pageIndex, 1, '', -1]);
  // The innermost open heading per level; a new heading closes all deeper ones.
  const openHeadings: number[] = [pageRecord];
  const body = article.find('.markdown').first();
  body.find('h2, h3, h4, h5, h6, p, li').each((_, element) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'li' && $(element).children('p').length > 0) {
      return;
    }
    const text = textOf($, element);
    if (!text) {
      return;
    }
    const headingLevel = /^h([2-6])$/.exec(tag)?.[1];
    if (headingLevel) {
      const level = Number(headingLevel);
      openHeadings.length = level - 1;
      const parent = innermost(openHeadings);
      openHeadings[level - 1] = records.length;
      records.push([pageIndex, level, text, parent, $(element).attr('id') ?? '']);
    } else {
      records.push([pageIndex, 0, text, innermost(openHeadings)] satisfies IndexedRecord);
    }
  });
  return { page, records };
}

function assemble(entries: readonly IndexedPageEntry[]): SerializedIndex {
  const index: SerializedIndex = { version: INDEX_FORMAT_VERSION, pages: [], records: [] };
  for (const { page, records } of entries) {
    const pageIndex = index.pages.length;
    const offset = index.records.length;
    index.pages.push(page);
    for (const [, level, text, parent, ...anchor] of records) {
      index.records.push([pageIndex, level, text, parent === -1 ? -1 : parent + offset, ...anchor]);
    }
  }
  return index;
}

/** One index per docs version, keyed by its `docusaurus_tag`; each also holds the pages outside the docs. */
export async function buildSearchIndexes(
  outDir: string,
  routePaths: readonly string[],
): Promise<Map<string, SerializedIndex>> {
  const entries: IndexedPageEntry[] = [];
  // Only clean routes have an `index.html`; `/404.html` and similar files are no pages to find.
  for (const routePath of [...routePaths].filter((route) => route.endsWith('/')).sort()) {
    const html = await readFile(path.join(outDir, routePath, 'index.html'), 'utf8').catch(() => null);
    const entry = html === null ? null : indexPage(html, routePath);
    if (entry) {
      entries.push(entry);
    }
  }
  const tagOf = (entry: IndexedPageEntry) => entry.page[4];
  const docsTags = [...new Set(entries.map(tagOf).filter(isDocsTag))];
  return new Map(
    docsTags.map((docsTag) => [
      docsTag,
      assemble(entries.filter((entry) => tagOf(entry) === docsTag || !isDocsTag(tagOf(entry)))),
    ]),
  );
}
