// "Edit this page" and "Last updated on", read from the build and compared with the repository and its git history.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';

import { docsEditUrl } from '../../src/siteFacts';
import { builtFile, builtPage, pagesWithTwins, sourceFileOf } from '../fixtures/built';
import { sitemapPaths } from '../fixtures/sitemap';

/** The committer date of the file's last commit, as Docusaurus reads it. */
function lastCommitDate(file: string): Date {
  // Docusaurus dates a file from `git log --name-status`, which lists no files for a merge commit: an edit made while
  // resolving a merge does not date the page, so the comparison leaves merges out too.
  const seconds = execFileSync('git', ['log', '-1', '--no-merges', '--format=%ct', '--', file], {
    encoding: 'utf8',
  }).trim();
  expect(seconds, `${file} has a commit`).toMatch(/^\d+$/);
  return new Date(Number(seconds) * 1000);
}

const sitemapLastmod = (pagePath: string): string | undefined =>
  new RegExp(`<loc>[^<]*${pagePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(
    builtFile('sitemap.xml'),
  )?.[1];

for (const pagePath of pagesWithTwins()) {
  const source = sourceFileOf(pagePath);
  test(`${pagePath} ${source ? `links to ${source} and dates it from git` : 'has no edit link or date'}`, () => {
    const $ = builtPage(pagePath);
    const editLink = $('a.theme-edit-this-page');
    const time = $('.theme-last-updated time');
    if (!source) {
      // Generated pages have no file of their own in the repository.
      expect(editLink).toHaveLength(0);
      expect(time).toHaveLength(0);
      return;
    }
    expect(existsSync(source)).toBe(true);
    expect(editLink.text().trim()).toBe('Edit this page');
    expect(editLink.attr('href')).toBe(`${docsEditUrl}${source}`);

    const committed = lastCommitDate(source);
    expect(time.attr('datetime')).toBe(committed.toISOString());
    expect($('.theme-last-updated').text()).toMatch(/^Last updated on /);
    // The Next docs are kept out of the sitemap (tests/build/sitemap.test.ts).
    if (sitemapPaths().includes(pagePath)) {
      expect(sitemapLastmod(pagePath)).toBe(committed.toISOString().slice(0, 10));
    }
  });
}
