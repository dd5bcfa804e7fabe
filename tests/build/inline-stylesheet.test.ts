// The site stylesheet inside every built page (src/first-load/inline-stylesheet): the pages the build wrote. The
// transform on its own is tests/logic/inline-stylesheet.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { appStartId, holdsFirstFrame, pageEndId } from '../../src/first-load/inline-stylesheet/inlineStylesheet';
import { builtStylesheet } from '../fixtures/built';
import { sitePages } from '../fixtures/sitemap';

test('every built page carries the site stylesheet inline; a page with an article waits for its end to paint', () => {
  const css = builtStylesheet();
  const pages = [...sitePages(), '/404.html'];
  expect(pages.length).toBeGreaterThan(100);
  const held: string[] = [];
  const wrong = pages.filter((pagePath) => {
    const file = path.join(buildDir, pagePath.endsWith('.html') ? pagePath : path.join(pagePath, 'index.html'));
    const html = readFileSync(file, 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const hold = holdsFirstFrame(html);
    if (hold) {
      held.push(pagePath);
    }
    return !(
      head.includes(`<style>${css}</style>`) &&
      head.includes(`<link rel=expect href=#${hold ? pageEndId : appStartId} blocking=render>`) &&
      !head.includes('/assets/css/') &&
      new RegExp(`<div id=${pageEndId} hidden></div></body>(</html>)?\\s*$`).test(html) === hold &&
      html.includes(`<div id=${appStartId} hidden></div><div id=__docusaurus>`) === !hold
    );
  });
  expect(wrong).toEqual([]);
  // Docs pages and posts wait for their end; the home page, whose samples wait in hidden tab panels, does not.
  expect(held).toEqual(expect.arrayContaining(['/docs/api/classes/Builder/', '/blog/mounting-large-files/']));
  expect(held).not.toContain('/');
  expect(held).not.toContain('/search/');
});
