// `npm run bench:search`: measures the embedded search: index size (raw and gzip), keystroke-to-painted-hits times in
// headless Chromium, and how much first-load JavaScript the search code adds compared with the site before it. Prints
// the figures with their spread, how busy the machine was, and one PASS or FAIL line per search budget of
// budgets.mjs; exits 1 when one fails. Not part of `npm test` (query times move with CPU load). See README.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

import { startStaticServer } from '../static-server.mjs';
import { buildDir as defaultBuildDir, chromiumPath, releasedDocsVersion } from '../site-under-test.mjs';
import { checkSiteBudget } from './budgets.mjs';
import { loadAverageSampler, median, percentile, printChecks, withSpread } from './report.mjs';

const { values: options } = parseArgs({
  options: {
    'build-dir': { type: 'string', default: defaultBuildDir },
    baseline: { type: 'string' },
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

/** The gzip size of the scripts a reader's browser loads to show and hydrate a docs page. */
async function firstLoadJs(browser, dir) {
  const { server, url: origin } = await startStaticServer({ rootDir: dir });
  try {
    const page = await browser.newPage();
    await page.route(
      (url) => !url.href.startsWith(origin),
      (route) => route.abort(),
    );
    const scripts = new Set();
    let hydrated = false;
    page.on('request', (request) => {
      if (!hydrated && request.resourceType() === 'script' && request.url().startsWith(origin)) {
        scripts.add(new URL(request.url()).pathname);
      }
    });
    // What runs before hydration is the first load; later requests are idle prefetches of linked pages.
    await page.goto(`${origin}/docs/installation/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    hydrated = true;
    await page.close();
    return [...scripts].reduce((total, file) => total + gzipSync(readFileSync(path.join(dir, file))).length, 0);
  } finally {
    server.close();
  }
}

/** Builds the commit before the embedded search was added, once, with its own packages, as the first-load baseline. */
function baselineBuild() {
  const added = execFileSync(
    'git',
    ['log', '--diff-filter=A', '--format=%H', '--', 'src/plugins/embedded-search/index.ts'],
    { cwd: root, encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .pop();
  const ref = options.baseline ?? `${added}^`;
  const commit = execFileSync('git', ['rev-parse', ref], { cwd: root, encoding: 'utf8' }).trim();
  const workDir = path.join(root, 'reports', `bench-baseline-${commit.slice(0, 12)}`);
  const outDir = path.join(workDir, 'build');
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.log(`Building the baseline ${commit.slice(0, 12)} for the first-load comparison (once)…`);
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${workDir}"`], { cwd: root });
    // The baseline gets its own packages, from its lockfile: today's no longer build it (it used raw-loader and React
    // 19). `install` rather than `ci`, because that commit's lockfile lags one of its package.json changes.
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: workDir, stdio: 'ignore' });
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: workDir,
      stdio: 'ignore',
    });
  }
  return { commit, outDir };
}

/** Types each query into the modal and times the keystroke until hits are painted (after the next frame). */
async function keystrokeToHits(browser) {
  const { server, url: origin } = await startStaticServer({ rootDir: buildDir });
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
    server.close();
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
  const baseline = baselineBuild();
  const current = await firstLoadJs(browser, buildDir);
  const before = await firstLoadJs(browser, baseline.outDir);
  const growthKb = (current - before) / 1024;
  const rows = [
    ['Index pages / records', `${index.pages.length} / ${index.records.length}`],
    ['Index size raw', `${kb(raw.length)} KB`],
    ['Index size gzip', `${kb(gzip)} KB`],
    [`First query (fetch + build + search), ${runs} rounds`, `${withSpread(firsts, 1)} ms`],
    [`Warm queries, median of ${warm.length} (round medians)`, `${withSpread(roundMedians, 1)} ms`],
    [`Warm queries, p90 of ${warm.length}`, `${percentile(warm, 0.9).toFixed(1)} ms`],
    ['First-load JS gzip (/docs/installation/)', `${kb(current)} KB`],
    [`First-load JS growth vs ${baseline.commit.slice(0, 12)}`, `${growthKb >= 0 ? '+' : ''}${growthKb.toFixed(1)} KB`],
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
      checkSiteBudget('searchFirstLoadGrowth', growthKb),
    ]) === 0
      ? 0
      : 1;
} finally {
  await browser.close();
}
