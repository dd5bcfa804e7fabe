// Every page of the sitemap describes itself for search results and link previews: 50–300 characters, no two alike.
import { expect, test } from '@playwright/test';

import { builtPage } from '../fixtures/built';
import { sitemapPaths } from '../fixtures/sitemap';

const descriptionOf = (pagePath: string) => builtPage(pagePath)('meta[name="description"]').attr('content') ?? '';

test('every page has a meta description of 50 to 300 characters', () => {
  const outOfRange = sitemapPaths()
    .map((pagePath) => ({ pagePath, length: descriptionOf(pagePath).length }))
    .filter(({ length }) => length < 50 || length > 300);
  expect(outOfRange).toEqual([]);
});

test('no two pages share a meta description', () => {
  const pagesByDescription = new Map<string, string[]>();
  for (const pagePath of sitemapPaths()) {
    const description = descriptionOf(pagePath);
    pagesByDescription.set(description, [...(pagesByDescription.get(description) ?? []), pagePath]);
  }
  expect([...pagesByDescription.values()].filter((pages) => pages.length > 1)).toEqual([]);
});

test('API pages are described by their TSDoc summary', () => {
  expect(descriptionOf('/docs/api/functions/dedent/')).toBe(
    'Anemos API, function dedent(): Removes the indentation that all non-blank lines of a text have in common.',
  );
  expect(descriptionOf('/docs/api/classes/apply.Options/')).toMatch(/^Anemos API, class apply\.Options: \S/);
});
