import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { sitemapPaths } from '../fixtures/sitemap';

const run = promisify(execFile);
// The checker ships inside the vnu-jar package; its Java launcher would try to download a JRE, so Java is called directly.
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; url: string; message: string };

/**
 * Errors the framework emits that our code cannot change. Each entry names the markup, says why it stays and
 * caps how often it may occur in the built pages, so a new instance of the same message still fails.
 */
const allowedHtmlErrors: {
  name: string;
  reason: string;
  message: RegExp;
  maxCount: (pages: string[]) => number;
}[] = [
  {
    name: 'Docusaurus tabs without aria-controls',
    reason:
      'The theme gives its tabs no aria-controls, so the checker cannot pair the active tab with its panel: one ' +
      'error per page with tabs. Our Tabs eject only drops a remount; pairing tabs with panels needs matching ids ' +
      "in the theme's TabItem as well, which renders the panels and is not ejected.",
    message: /Every active “role=tab” element must have a corresponding “role=tabpanel” element/,
    maxCount: (pages) => pages.filter((page) => /role="?tab[" >]/.test(readFileSync(page, 'utf8'))).length,
  },
];

test('every built page passes the Nu HTML Checker', async () => {
  test.setTimeout(240_000);
  await run('java', ['-version']).catch(() => {
    throw new Error(
      'The HTML validity check runs the Nu HTML Checker on Java 11 or newer, and `java` was not found. ' +
        'Install a JRE (on Debian: `apt-get install -y default-jre-headless`) and run the tests again.',
    );
  });
  const pages = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(buildDir, file));
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
    expect(counts.get(entry.name) ?? 0, `${entry.name}: ${entry.reason}`).toBeLessThanOrEqual(entry.maxCount(pages));
  }
});
