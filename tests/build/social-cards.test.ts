// A link to a docs page, a post or a release's notes unfurls with that page's own card; other pages keep the site card.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { productionUrl } from '../../src/siteFacts';
import { buildDir } from '../../scripts/site-under-test.mjs';
import { builtPage, pagesWithTwins } from '../fixtures/built';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const maxCardBytes = 100 * 1024;

/** What is wrong with the image at `url` as a card: not in the build, not a PNG, the wrong size or too heavy. */
function cardProblem(url: string): string | null {
  if (!url.startsWith(`${productionUrl}/img/cards/`) || !url.endsWith('.png')) {
    return `not a card of the site: ${url}`;
  }
  const file = path.join(buildDir, new URL(url).pathname);
  if (!existsSync(file)) {
    return `missing from the build: ${url}`;
  }
  const png = readFileSync(file);
  // The IHDR chunk comes first and holds the width and the height at bytes 16 and 20.
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  if (!png.subarray(0, 8).equals(pngSignature) || width !== 1200 || height !== 630) {
    return `not a 1200×630 PNG (${width}×${height}): ${url}`;
  }
  return png.length < maxCardBytes ? null : `${png.length} bytes: ${url}`;
}

test('every docs page, post and release note names its own card, with its size and title', () => {
  const pages = pagesWithTwins();
  expect(pages.filter((pagePath) => pagePath.startsWith('/changelog/')).length).toBeGreaterThan(0);
  expect(pages.filter((pagePath) => pagePath.startsWith('/blog/')).length).toBeGreaterThan(0);
  const problems: string[] = [];
  const pagesByCard = new Map<string, string>();
  for (const pagePath of pages) {
    const $ = builtPage(pagePath);
    const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
    const image = meta('og:image') ?? '';
    const title = (meta('og:title') ?? '').replace(/ \| Anemos$/, '');
    const problem = cardProblem(image);
    const tags = {
      'twitter:card': meta('twitter:card'),
      'twitter:image': meta('twitter:image'),
      'og:image:width': meta('og:image:width'),
      'og:image:height': meta('og:image:height'),
      'og:image:alt': meta('og:image:alt'),
    };
    const expected = {
      'twitter:card': 'summary_large_image',
      'twitter:image': image,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': title,
    };
    if (problem) {
      problems.push(`${pagePath}: ${problem}`);
    }
    if (JSON.stringify(tags) !== JSON.stringify(expected)) {
      problems.push(`${pagePath}: ${JSON.stringify(tags)}`);
    }
    if (pagesByCard.has(image)) {
      problems.push(`${pagePath} shares its card with ${pagesByCard.get(image)}`);
    }
    pagesByCard.set(image, pagePath);
  }
  expect(problems).toEqual([]);
});

test('the home page and the listing pages keep the site card', () => {
  for (const pagePath of ['/', '/blog/', '/changelog/']) {
    expect(builtPage(pagePath)('meta[property="og:image"]').attr('content'), pagePath).toBe(
      `${productionUrl}/img/social-card.png`,
    );
  }
});

test('the same page in two versions has two cards, each naming its version', () => {
  const cardFile = (pagePath: string) => {
    const image = builtPage(pagePath)('meta[property="og:image"]').attr('content') ?? '';
    return readFileSync(path.join(buildDir, new URL(image).pathname));
  };
  expect(cardFile('/docs/0.2/installation/')).not.toEqual(cardFile('/docs/installation/'));
});
