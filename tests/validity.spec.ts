import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { extractFromXml } from '@extractus/feed-extractor';
import { LinkChecker } from 'linkinator';

import { expect, test } from './fixtures/site';
import { sitemapPaths } from './fixtures/sitemap';

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
const run = promisify(execFile);
// The checker ships inside the vnu-jar package; its Java launcher would try to download a JRE, so Java is called directly.
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; url: string; message: string; extract?: string };

/**
 * Errors the framework emits that our code cannot change. Each entry names the markup, says why it stays and
 * caps how often it may occur, so a new instance of the same message still fails.
 */
const allowedHtmlErrors: { name: string; reason: string; message: RegExp; maxCount: number }[] = [
  {
    name: 'Docusaurus tabs without aria-controls',
    reason:
      'The theme Tabs component gives its tabs no aria-controls, so the checker cannot pair the active tab with its ' +
      'panel; one error per page with tabs. Fixing it means ejecting Tabs, which is larger than the defect.',
    message: /Every active “role=tab” element must have a corresponding “role=tabpanel” element/,
    maxCount: 19,
  },
];

function builtPages(): string[] {
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(buildDir, file));
}

test('every built page passes the Nu HTML Checker', async () => {
  test.setTimeout(240_000);
  await run('java', ['-version']).catch(() => {
    throw new Error(
      'The HTML validity check runs the Nu HTML Checker on Java 11 or newer, and `java` was not found. ' +
        'Install a JRE (on Debian: `apt-get install -y default-jre-headless`) and run the tests again.',
    );
  });
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(sitemapPaths().length);
  // vnu exits non-zero when it finds errors and reports them as JSON on stderr.
  const output = await run('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...pages], {
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stderr }) => stderr,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages.filter(
    (message) => message.type === 'error' || message.type === 'non-document-error',
  );

  const unexplained: string[] = [];
  const counts = new Map<string, number>();
  for (const message of messages) {
    const allowed = allowedHtmlErrors.find((entry) => entry.message.test(message.message));
    if (allowed) {
      counts.set(allowed.name, (counts.get(allowed.name) ?? 0) + 1);
    } else {
      unexplained.push(`${path.relative(buildDir, new URL(message.url).pathname)}: ${message.message}`);
    }
  }
  expect(unexplained).toEqual([]);
  for (const entry of allowedHtmlErrors) {
    expect(counts.get(entry.name) ?? 0, `${entry.name}: ${entry.reason}`).toBeLessThanOrEqual(entry.maxCount);
  }
});

test('every internal link and #anchor in the built site resolves', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const checker = new LinkChecker();
  // Starting from every sitemap page reaches pages that only the sitemap links to (the blog archive, for example).
  const result = await checker.check({
    path: sitemapPaths().map((page) => `${origin}${page}`),
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    // External links are not ours to keep alive, and the tests never reach the network.
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.url} (status ${link.status}) on ${link.parent}`);
  expect(broken).toEqual([]);
  // The crawl must have reached the whole site, not stopped at the home page.
  const checkedPages = new Set(result.links.map((link) => new URL(link.url).pathname));
  for (const page of sitemapPaths()) {
    expect(checkedPages, page).toContain(page);
  }
});

for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
  test(`${feed} parses with a feed reader, with absolute links and valid dates`, async ({ request }) => {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    const parsed = extractFromXml(await response.text());
    expect(parsed.entries?.length ?? 0).toBeGreaterThan(0);
    expect(parsed.link).toMatch(/^https:\/\//);
    for (const entry of parsed.entries ?? []) {
      expect(entry.link, entry.title).toMatch(/^https:\/\/[^/]+\/blog\/.+\/$/);
      expect(Number.isNaN(Date.parse(entry.published ?? '')), `${entry.title}: ${entry.published}`).toBe(false);
    }
    expect(parsed.entries?.map((entry) => new URL(entry.link!).pathname)).toContain('/blog/mounting-large-files/');
  });
}
