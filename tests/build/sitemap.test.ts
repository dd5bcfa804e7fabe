import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { load } from 'cheerio';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { releasedDocsVersion } from '../../scripts/site-under-test.mjs';
import { releases } from '../../src/data/releases';
import { specRoutes } from '../fixtures/routes';
import { nextDocsPaths, sitemapPaths } from '../fixtures/sitemap';

const isNextDocsRoute = (route: string) =>
  route.startsWith('/docs/') && !route.startsWith(`/docs/${releasedDocsVersion}/`);

test("the sitemap lists every specified route outside the Next docs, the release's docs and the release notes", () => {
  const listed = sitemapPaths();
  for (const listedPath of listed) {
    expect(listedPath, listedPath).toMatch(/\/$/);
  }
  const listedSet = new Set(listed);
  expect(specRoutes.filter((route) => !isNextDocsRoute(route) && !listedSet.has(route))).toEqual([]);
  for (const releasePage of [
    `/docs/${releasedDocsVersion}/`,
    `/docs/${releasedDocsVersion}/installation/`,
    '/changelog/',
    ...releases.map(({ notesPath }) => notesPath),
  ]) {
    expect(listedSet.has(releasePage), releasePage).toBe(true);
  }
});

test('the Next docs stay out of the sitemap and out of search engines', () => {
  const nextPages = nextDocsPaths();
  expect(nextPages).toEqual(expect.arrayContaining(specRoutes.filter(isNextDocsRoute)));
  expect(sitemapPaths().filter(isNextDocsRoute)).toEqual([]);
  for (const nextPage of nextPages) {
    const $ = load(readFileSync(path.join(buildDir, nextPage, 'index.html'), 'utf8'));
    expect($('meta[name="robots"]').attr('content'), nextPage).toBe('noindex, nofollow');
  }
});

test('test pages stay out of the sitemap and out of search engines', () => {
  expect(sitemapPaths().filter((listedPath) => listedPath.startsWith('/tests/'))).toEqual([]);
  for (const testPage of ['tests/crash/index.html', 'tests/loader-error/index.html']) {
    const $ = load(readFileSync(path.join(buildDir, testPage), 'utf8'));
    expect($('meta[name="robots"]').attr('content'), testPage).toBe('noindex');
  }
});
