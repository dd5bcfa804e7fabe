import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { svgDataUrl } from '../../src/svgDataUrl';

const prefix = 'data:image/svg+xml,';

test('an SVG file becomes a data: URL that decodes to its markup, on one line', () => {
  const url = svgDataUrl('static/img/logo.svg');
  expect(url.startsWith(prefix)).toBe(true);
  const lines = readFileSync('static/img/logo.svg', 'utf8').split('\n');
  expect(decodeURIComponent(url.slice(prefix.length))).toBe(
    lines
      .map((line) => line.trim())
      .join('')
      .replace(/"/g, "'"),
  );
});

test('the URL fits in a double-quoted attribute and carries no character a URL reserves', () => {
  const url = svgDataUrl('static/img/logo.svg');
  expect(url).not.toMatch(/[\s"<>#?]|%(?![0-9A-F]{2})/);
  expect(url).toContain('%23');
});
