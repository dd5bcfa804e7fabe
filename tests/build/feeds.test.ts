import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractFromXml } from '@extractus/feed-extractor';
import { expect, test } from '@playwright/test';
import { load } from 'cheerio';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { releases } from '../../src/data/releases';

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

const changelogHead = () => load(readFileSync(path.join(buildDir, 'changelog', 'index.html'), 'utf8'))('head');

for (const [feed, type] of [
  ['changelog/rss.xml', 'application/rss+xml'],
  ['changelog/atom.xml', 'application/atom+xml'],
] as const) {
  test(`/${feed} is announced by the changelog and carries the three releases, newest first, with their dates`, () => {
    const announced = changelogHead().find(`link[rel="alternate"][type="${type}"][href$="/${feed}"]`);
    expect(announced.attr('title')).toMatch(/^Anemos releases /);

    const parsed = extractFromXml(readFileSync(path.join(buildDir, feed), 'utf8'), { descriptionMaxLen: 0 });
    expect(parsed.link).toMatch(/^https:\/\/[^/]+\/changelog\/$/);
    const entries = parsed.entries ?? [];
    expect(entries.map((entry) => entry.title)).toEqual(releases.map(({ tag }) => `Anemos ${tag}`));
    for (const [index, release] of releases.entries()) {
      expect(new URL(entries[index]!.link!).pathname).toBe(release.notesPath);
      expect(new Date(entries[index]!.published!).toISOString()).toBe(new Date(release.date).toISOString());
    }
  });
}

test("the blog's feeds and the changelog's stay apart", () => {
  const entryLinks = (feed: string) =>
    (extractFromXml(readFileSync(path.join(buildDir, feed), 'utf8')).entries ?? []).map(
      (entry) => new URL(entry.link!).pathname,
    );
  for (const feed of ['blog/rss.xml', 'blog/atom.xml']) {
    expect(entryLinks(feed).filter((link) => !link.startsWith('/blog/'))).toEqual([]);
  }
  for (const feed of ['changelog/rss.xml', 'changelog/atom.xml']) {
    expect(entryLinks(feed).filter((link) => !link.startsWith('/changelog/'))).toEqual([]);
  }
});
