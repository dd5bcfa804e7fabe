import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { builtStylesheet } from '../fixtures/built';
import { sitemapPaths } from '../fixtures/sitemap';

const run = promisify(execFile);
// The checker ships inside the vnu-jar package; its Java launcher would try to download a JRE, so Java is called
// directly.
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; url: string; message: string };

/**
 * Errors that stay: markup the framework emits that our code cannot change, and markup or CSS that the HTML and CSS
 * specifications allow but the checker does not know yet. Each entry names it, says why it stays and caps how often
 * it may occur in the built pages, so a new instance of the same message still fails.
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
  {
    name: 'render-blocking expect link',
    reason:
      'Every page holds its first frame until its HTML is parsed with <link rel=expect blocking=render> ' +
      '(src/first-load/inline-stylesheet). The HTML standard allows `blocking` on expect links since 2024; the ' +
      'checker still allows it on stylesheet links only.',
    message: /A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
    maxCount: (pages) => pages.length,
  },
  {
    name: 'CSS newer than the checker',
    reason:
      'The site stylesheet is inline in every page, so the checker reads it, and its CSS grammar lacks three things ' +
      "browsers support: `line-clamp` (the theme's sidebar and author labels, beside `-webkit-line-clamp`), " +
      "`overflow-y: overlay` (DocSearch's, after an `overflow-y: auto` fallback) and `@starting-style` (the phone " +
      "menu's slide-in, src/css/custom.css). At most one error per use, per page.",
    message:
      /^CSS: (“line-clamp”: Property “line-clamp” doesn't exist|“overflow-y”: “overlay” is not a “overflow-y” value|Unrecognized at-rule “@starting-style”)/,
    maxCount: (pages) => pages.length * newerCssUses(),
  },
];

/** How often the built site stylesheet uses the CSS the checker does not know. */
function newerCssUses(): number {
  return builtStylesheet().match(/(?<![-\w])line-clamp:|overflow-y:overlay|@starting-style/g)?.length ?? 0;
}

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
