import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { load } from 'cheerio';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { specRoutes } from '../fixtures/routes';
import { sitemapPaths } from '../fixtures/sitemap';

test('the sitemap lists every route of the spec, each with a trailing slash', () => {
  const listed = sitemapPaths();
  expect(listed.length).toBeGreaterThan(specRoutes.length);
  for (const listedPath of listed) {
    expect(listedPath, listedPath).toMatch(/\/$/);
  }
  const listedSet = new Set(listed);
  expect(specRoutes.filter((route) => !listedSet.has(route))).toEqual([]);
});

test('test pages stay out of the sitemap and out of search engines', () => {
  expect(sitemapPaths().filter((listedPath) => listedPath.startsWith('/tests/'))).toEqual([]);
  for (const testPage of ['tests/crash/index.html', 'tests/loader-error/index.html']) {
    const $ = load(readFileSync(path.join(buildDir, testPage), 'utf8'));
    expect($('meta[name="robots"]').attr('content'), testPage).toBe('noindex');
  }
});
