import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractFromXml } from '@extractus/feed-extractor';
import { expect, test } from '@playwright/test';
import { load } from 'cheerio';

import { buildDir } from '../../scripts/site-under-test.mjs';

const postTitle = 'Mounting Large Files to Containers Efficiently';
const blogHead = () => load(readFileSync(path.join(buildDir, 'blog', 'index.html'), 'utf8'))('head');

for (const [feed, type] of [
  ['blog/rss.xml', 'application/rss+xml'],
  ['blog/atom.xml', 'application/atom+xml'],
] as const) {
  test(`/${feed} is announced by the blog and reads in a feed reader with the post in it`, () => {
    const announced = blogHead().find(`link[rel="alternate"][type="${type}"]`).attr('href');
    expect(announced).toMatch(new RegExp(`/${feed}$`));

    const parsed = extractFromXml(readFileSync(path.join(buildDir, feed), 'utf8'), { descriptionMaxLen: 0 });
    expect(parsed.link).toMatch(/^https:\/\//);
    const entries = parsed.entries ?? [];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.link, entry.title).toMatch(/^https:\/\/[^/]+\/blog\/.+\/$/);
      expect(Number.isNaN(Date.parse(entry.published ?? '')), `${entry.title}: ${entry.published}`).toBe(false);
    }
    const post = entries.find((entry) => entry.title === postTitle);
    expect(post, postTitle).toBeDefined();
    expect(new URL(post!.link!).pathname).toBe('/blog/mounting-large-files/');
    expect(new Date(post!.published!).toISOString()).toMatch(/^2025-08-0[34]/);
    expect(post!.description?.length ?? 0, 'the post has a summary').toBeGreaterThan(40);
  });
}
