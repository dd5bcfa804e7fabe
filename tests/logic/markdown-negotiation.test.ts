import { expect, test } from '@playwright/test';

import { parseAccept, prefersMarkdown } from '../../functions/_lib/markdown-negotiation';

test('media ranges keep their weights, 1 when absent and 0 when out of range', () => {
  expect(parseAccept('text/markdown;q=0.5, text/html, */*;q=0.1, text/x;q=2, broken')).toEqual([
    { type: 'text', subtype: 'markdown', quality: 0.5 },
    { type: 'text', subtype: 'html', quality: 1 },
    { type: '*', subtype: '*', quality: 0.1 },
    { type: 'text', subtype: 'x', quality: 0 },
  ]);
  expect(parseAccept(null)).toEqual([]);
});

test('a request naming Markdown gets it, unless it weighs HTML higher', () => {
  expect(prefersMarkdown('text/markdown')).toBe(true);
  expect(prefersMarkdown('TEXT/Markdown; charset=utf-8')).toBe(true);
  expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
  expect(prefersMarkdown('text/html, text/markdown')).toBe(true);
  expect(prefersMarkdown('text/markdown, */*;q=0.1')).toBe(true);
  expect(prefersMarkdown('text/markdown;q=0.5, text/html')).toBe(false);
  expect(prefersMarkdown('text/markdown;q=0.5, text/*')).toBe(false);
  expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
});

test('browsers, wildcards and a missing header get HTML', () => {
  const chromium = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
  const firefox = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  for (const accept of [chromium, firefox, '*/*', 'text/*', null, '']) {
    expect(prefersMarkdown(accept), String(accept)).toBe(false);
  }
});

test('the most specific range sets a type’s weight, wherever it stands', () => {
  // HTML weighs 0.2 here: `text/*` is more specific than `*/*`.
  expect(prefersMarkdown('text/*;q=0.2, text/markdown;q=0.9, */*')).toBe(true);
  expect(prefersMarkdown('*/*;q=0.1, text/html;q=0.4, text/markdown;q=0.8')).toBe(true);
  expect(prefersMarkdown('text/markdown;q=0.8, text/*;q=0.9')).toBe(false);
});
