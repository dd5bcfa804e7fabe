// The site stylesheet inside every built page (src/first-load/inline-stylesheet): the pages the build wrote. The
// transform on its own is tests/logic/inline-stylesheet.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { pageEndId } from '../../src/first-load/inline-stylesheet/inlineStylesheet';
import { builtStylesheet } from '../fixtures/built';
import { sitePages } from '../fixtures/sitemap';

test('every built page carries the site stylesheet inline and waits for its own end to paint', () => {
  const css = builtStylesheet();
  const pages = [...sitePages(), '/404.html'];
  expect(pages.length).toBeGreaterThan(100);
  const wrong = pages.filter((pagePath) => {
    const file = path.join(buildDir, pagePath.endsWith('.html') ? pagePath : path.join(pagePath, 'index.html'));
    const html = readFileSync(file, 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    return !(
      head.includes(`<style>${css}</style>`) &&
      head.includes(`<link rel=expect href=#${pageEndId} blocking=render>`) &&
      !head.includes('/assets/css/') &&
      new RegExp(`<div id=${pageEndId} hidden></div></body>(</html>)?\\s*$`).test(html)
    );
  });
  expect(wrong).toEqual([]);
});
