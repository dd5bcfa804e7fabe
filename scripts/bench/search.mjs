// `npm run bench:search`: measures the embedded search: index size (raw and gzip) and keystroke-to-painted-hits times
// in headless Chromium. Prints the figures with their spread, how busy the machine was, and one PASS or FAIL line per
// search budget of budgets.mjs; exits 1 when one fails. Not part of `npm test` (query times move with CPU load). The
// search code's share of the first load is measured by `npm run bench:bundle`. See README.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

import { startPagesDev } from '../pages-dev.mjs';
import { benchPorts, buildDir as defaultBuildDir, chromiumPath, releasedDocsVersion } from '../site-under-test.mjs';
import { checkSiteBudget } from './budgets.mjs';
import { loadAverageSampler, median, percentile, printChecks, withSpread } from './report.mjs';

const { values: options } = parseArgs({
  options: {
    'build-dir': { type: 'string', default: defaultBuildDir },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Number(options.runs);
const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.resolve(options['build-dir']);
// Searched from the release's docs, which readers land on, so its index is the one fetched and timed.
const searchedPage = `/docs/${releasedDocsVersion}/installation/`;
const indexFile = path.join(buildDir, `search-index-docs-default-${releasedDocsVersion}.json`);
const queries = [
  'builder',
  'addDocument',
  'buidler',
  'helm',
  'installation',
  'tutorial',
  'manifest',
  'kubernetes',
  'deployment',
  'namespace',
  'component',
  'yaml',
  'ImageVolume',
  'mapping',
  'sequence',
  'environment',
  'apply',
  'version',
  'document group',
  'output directory',
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Types each query into the modal and times the keystroke until hits are painted (after the next frame). */
async function keystrokeToHits(browser) {
  const { stop, url: origin } = await startPagesDev({ rootDir: buildDir, port: benchPorts.search });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${searchedPage}`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await page.locator('.DocSearch-Input').waitFor();
    const timeQuery = (query) =>
      page.evaluate(async (text) => {
        /* global document, performance, requestAnimationFrame, setTimeout, HTMLInputElement, Event */
        const input = document.querySelector('.DocSearch-Input');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const type = (value) => {
          setValue.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        type('');
        while (document.querySelector('.DocSearch-Hit')) {
          await frame();
        }
        const started = performance.now();
        type(text);
        while (!document.querySelector('.DocSearch-Hit')) {
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        // The frame after the hits are in the DOM is the one that paints them.
        await frame();
        return performance.now() - started;
      }, query);
    const first = await timeQuery(queries[0]);
    const warm = [];
    for (const query of queries) {
      warm.push(await timeQuery(query));
    }
    return { first, warm };
  } finally {
    await context.close();
    stop();
  }
}

if (!existsSync(indexFile)) {
  console.error(
    `No embedded index at ${path.relative(root, indexFile)}: run \`npm run build\` without ALGOLIA_* first.`,
  );
  process.exit(1);
}
const raw = readFileSync(indexFile);
const index = JSON.parse(raw);
const gzip = gzipSync(raw, { level: 9 }).length;

const browser = await chromium.launch({ executablePath: chromiumPath });
const loadAverage = loadAverageSampler();
try {
  // Each round opens the search in a fresh browser context, so every round's first query fetches the index again.
  const rounds = [];
  for (let round = 0; round < runs; round += 1) {
    loadAverage.sample();
    rounds.push(await keystrokeToHits(browser));
  }
  const firsts = rounds.map((round) => round.first);
  const warm = rounds.flatMap((round) => round.warm);
  const roundMedians = rounds.map((round) => median(round.warm));
  const rows = [
    ['Index pages / records', `${index.pages.length} / ${index.records.length}`],
    ['Index size raw', `${kb(raw.length)} KB`],
    ['Index size gzip', `${kb(gzip)} KB`],
    [`First query (fetch + build + search), ${runs} rounds`, `${withSpread(firsts, 1)} ms`],
    [`Warm queries, median of ${warm.length} (round medians)`, `${withSpread(roundMedians, 1)} ms`],
    [`Warm queries, p90 of ${warm.length}`, `${percentile(warm, 0.9).toFixed(1)} ms`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nEmbedded search; spread as median (min–max)\n`);
  for (const [label, value] of rows) {
    console.log(`${label.padEnd(width)}  ${value}`);
  }
  console.log(`\nHow busy the machine was: load average (1 min) at each round: ${loadAverage.summary()}\n`);
  process.exitCode =
    printChecks([
      checkSiteBudget('searchIndex', gzip / 1024),
      checkSiteBudget('searchFirstQuery', median(firsts)),
      checkSiteBudget('searchWarmMedian', median(warm)),
    ]) === 0
      ? 0
      : 1;
} finally {
  await browser.close();
}
