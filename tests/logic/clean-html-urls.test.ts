import { expect, test } from '@playwright/test';

import { toCleanPath } from '../../src/plugins/clean-html-urls/toCleanPath';

test('file-style paths become trailing-slash paths', () => {
  expect(toCleanPath('/docs/installation/index.html')).toBe('/docs/installation/');
  expect(toCleanPath('/docs/installation.html')).toBe('/docs/installation/');
  expect(toCleanPath('/index.html')).toBe('/');
  expect(toCleanPath('/blog/INDEX.HTML')).toBe('/blog/');
});

test('clean paths and other files are left alone', () => {
  expect(toCleanPath('/docs/installation/')).toBe('/docs/installation/');
  expect(toCleanPath('/blog/rss.xml')).toBe('/blog/rss.xml');
  expect(toCleanPath('/docs/html/')).toBe('/docs/html/');
});
