import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { load } from 'cheerio';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { addedDocRoutes, docRoutes } from '../fixtures/routes';

// The served HTML carries the title, description and outline a reader, a search engine and the table of contents
// see, so this reads the built pages rather than loading each one in a browser.
test('every docs page has one title, a description and an outline of h2 and h3 only', () => {
  for (const route of [...docRoutes, ...addedDocRoutes]) {
    const $ = load(readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'));
    expect($('meta[name="description"]').attr('content')?.length ?? 0, route).toBeGreaterThan(30);
    expect($('article h1').length, route).toBe(1);
    expect($('article h2').length, route).toBeGreaterThan(0);
    expect($('.markdown h4, .markdown h5, .markdown h6').length, route).toBe(0);
  }
});
