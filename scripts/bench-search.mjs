// Measures the embedded search: index size (raw and gzip), keystroke-to-painted-hits times in headless Chromium, and
// how much first-load JavaScript the search code adds compared with the site before it. Prints figures and budgets;
// it is a benchmark, not a test, so it never fails on a slow machine. `npm run bench:search` (after `npm run build`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

import { startStaticServer } from './static-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, process.env.BENCH_BUILD_DIR ?? 'build');
const indexFile = path.join(buildDir, 'search-index.json');
const systemChromium = '/usr/bin/chromium';
const budgets = { indexGzipKb: 150, warmMedianMs: 60, firstQueryMs: 300, firstLoadGrowthKb: 2 };
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
const percentile = (values, fraction) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
};

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

/** Builds the commit before the embedded search was added, once, as the first-load baseline. */
function baselineBuild() {
  const added = execFileSync(
    'git',
    ['log', '--diff-filter=A', '--format=%H', '--', 'src/plugins/embedded-search/index.ts'],
    { cwd: root, encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .pop();
  const ref = process.env.BENCH_BASELINE_REF ?? `${added}^`;
  const commit = execFileSync('git', ['rev-parse', ref], { cwd: root, encoding: 'utf8' }).trim();
  const workDir = path.join(root, 'reports', `bench-baseline-${commit.slice(0, 12)}`);
  const outDir = path.join(workDir, 'build');
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.log(`Building the baseline ${commit.slice(0, 12)} for the first-load comparison (once)…`);
    rmSync(workDir, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${workDir}"`], { cwd: root });
    symlinkSync(path.join(root, 'node_modules'), path.join(workDir, 'node_modules'));
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
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/`);
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
    await page.close();
    return { first, warm };
  } finally {
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

const browser = await chromium.launch({ executablePath: existsSync(systemChromium) ? systemChromium : undefined });
try {
  const { first, warm } = await keystrokeToHits(browser);
  const baseline = baselineBuild();
  const current = await firstLoadJs(browser, buildDir);
  const before = await firstLoadJs(browser, baseline.outDir);
  const growth = current - before;
  const rows = [
    ['Index pages / records', `${index.pages.length} / ${index.records.length}`, ''],
    ['Index size raw', `${kb(raw.length)} KB`, ''],
    ['Index size gzip', `${kb(gzip)} KB`, `≤ ${budgets.indexGzipKb} KB`],
    ['First query (fetch + build + search)', `${first.toFixed(1)} ms`, `≤ ${budgets.firstQueryMs} ms`],
    [`Warm median (${warm.length} queries)`, `${percentile(warm, 0.5).toFixed(1)} ms`, `≤ ${budgets.warmMedianMs} ms`],
    [`Warm p90 (${warm.length} queries)`, `${percentile(warm, 0.9).toFixed(1)} ms`, ''],
    ['First-load JS gzip (/docs/installation/)', `${kb(current)} KB`, ''],
    [
      `First-load JS growth vs ${baseline.commit.slice(0, 12)}`,
      `${growth >= 0 ? '+' : ''}${kb(growth)} KB`,
      `≤ ${budgets.firstLoadGrowthKb} KB`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value, budget] of rows) {
    console.log(`${label.padEnd(width)}  ${value.padStart(12)}  ${budget}`);
  }
} finally {
  await browser.close();
}
