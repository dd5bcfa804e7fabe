// `npm run bench`: builds the site cold (or takes an existing build), serves it with the host's runtime and measures
// the page types with Lighthouse: observed figures (devtools throttling, a throttled real load) as the headline,
// lantern's simulated ones beside them as an estimate. With `--vs <dir>` it measures a stock Docusaurus build the same
// way, interleaved with ours, and prints both side by side. Then how busy the machine was, the first-load JS headroom
// and one PASS or FAIL line per budget of budgets.mjs, speed budgets included; exits 1 when a budget fails. Not part
// of `npm test`: speed moves with CPU load. See README.md beside this file.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';

import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { startPagesDev } from '../pages-dev.mjs';
import { benchPorts, buildDir as defaultBuildDir, pageTypes } from '../site-under-test.mjs';
import {
  checkAgainstBaseline,
  checkPageBudgets,
  checkSiteBudget,
  checkVersusStock,
  firstLoadJsHeadroom,
  firstLoadJsLimitKb,
  headroomWarningKb,
  homeOwnScripts,
} from './budgets.mjs';
import { lighthouseRun, summarize } from './lighthouse.mjs';
import { formatTable, loadAverageSampler, median, printChecks, withSpread } from './report.mjs';
import { geometricMeanByRoundText, stockUrl, versusTable } from './stock.mjs';

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string', default: defaultBuildDir },
    runs: { type: 'string' },
    page: { type: 'string', multiple: true },
    vs: { type: 'string' },
    // The `--vs` build is this site at another commit, so each page type is compared with itself.
    'vs-same-pages': { type: 'boolean', default: false },
    'save-reports': { type: 'string' },
  },
});
const measuredPages = options.page ?? pageTypes;
const runs = Number(options.runs ?? (options.quick ? 1 : 3));
const buildDir = path.resolve(options['build-dir']);
const stockDir = options.vs === undefined ? undefined : path.resolve(options.vs);

/**
 * What each round measures of every page. The observed mobile run is the headline and always runs; `--quick` leaves
 * out the simulated ones. Desktop is measured as before, simulated, for our site only: its one budget is layout
 * shift, which Lighthouse takes from the real load in either mode.
 */
const runKinds = [
  { id: 'observed', formFactor: 'mobile', mode: 'observed', sites: ['ours', 'stock'] },
  ...(options.quick
    ? []
    : [
        { id: 'estimate', formFactor: 'mobile', mode: 'estimate', sites: ['ours', 'stock'] },
        { id: 'desktop', formFactor: 'desktop', mode: 'estimate', sites: ['ours'] },
      ]),
];

/** Sums the resident memory of a process and all its descendants, from /proc (Linux only). */
function treeRssKb(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop();
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs a cold production build and reports its wall time and the peak memory of its process tree. The generated
 * folder and the output are removed, and the bundler's persistent cache is switched off rather than deleted, since
 * `node_modules/.cache` may be shared with other checkouts.
 */
async function coldBuild() {
  rmSync('.docusaurus', { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
  const started = performance.now();
  const { peakKb } = await runCommand('npx', ['docusaurus', 'build', '--out-dir', buildDir], {
    sampleMemory: true,
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
  });
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 };
}

function runCommand(command, args, { sampleMemory = false, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    let peakKb = 0;
    const sampler =
      sampleMemory && existsSync('/proc/self/status')
        ? setInterval(() => {
            peakKb = Math.max(peakKb, treeRssKb(child.pid));
          }, 200)
        : undefined;
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code === 0) {
        resolve({ peakKb });
      } else {
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      }
    });
  });
}

/**
 * Measures every page `runs` times, interleaved: round 1 of every page, kind of run and site (ours and stock's
 * counterpart, in turns), then round 2, … A burst of load from elsewhere then spreads over all pages and both sites
 * instead of skewing one. Returns the reports by site, page and kind of run.
 */
async function measure(sites, loadAverage) {
  const reports = Object.fromEntries(sites.map((site) => [site.name, {}]));
  for (let round = 1; round <= runs; round += 1) {
    for (const page of measuredPages) {
      for (const kind of runKinds) {
        // Odd rounds measure ours first, even rounds the other site first, so neither gains from going second.
        const inOrder = round % 2 === 1 ? sites : [...sites].reverse();
        for (const site of inOrder.filter((entry) => kind.sites.includes(entry.name) && entry.paths[page])) {
          loadAverage.sample();
          const lhr = await lighthouseRun(`${site.origin}${site.paths[page]}`, kind.formFactor, { mode: kind.mode });
          ((reports[site.name][page] ??= {})[kind.id] ??= []).push(lhr);
          process.stderr.write(`round ${round}/${runs}: ${site.name} ${site.paths[page]} (${kind.id})\n`);
        }
      }
    }
  }
  return reports;
}

/** Figures that move from run to run: the tables and the budgets take the median of each over the runs. */
const timedMetrics = ['performance', 'fcp', 'lcp', 'lcpAfterFcp', 'tbt', 'cls'];

/**
 * One page's figures from its runs of one kind: the median run's (Lighthouse's pick, by FCP and TTI) for sizes,
 * requests and audits, the median over the runs for the timed figures, and every run's figures for the spread.
 */
function combine(lhrs, dir) {
  const all = lhrs.map((lhr) => summarize(lhr, dir));
  const medianLhr = computeMedianRun(lhrs);
  const figures = summarize(medianLhr, dir);
  for (const metric of timedMetrics) {
    const values = all.map((run) => run[metric]).filter((value) => typeof value === 'number');
    figures[metric] = values.length === 0 ? undefined : median(values);
  }
  return { figures, all, medianLhr, settings: medianLhr.configSettings };
}

const spread =
  (metric, digits = 0) =>
  (row) => {
    const values = row.all.map((run) => run[metric]);
    return values.every((value) => value.toFixed(digits) === values[0].toFixed(digits))
      ? values[0].toFixed(digits)
      : withSpread(values, digits);
  };
const fixed = (metric, digits) => (row) => row.figures[metric].toFixed(digits);

/**
 * The throttling a run applied (devtools: the request latency and download rate the browser imposed) or assumed
 * (simulate: the round trip and throughput lantern computes with), and the CPU slowdown.
 */
function throttlingText({ throttlingMethod, throttling }) {
  const cpu = `CPU ${throttling.cpuSlowdownMultiplier}× slower`;
  return throttlingMethod === 'devtools'
    ? `request latency ${throttling.requestLatencyMs} ms, ${(throttling.downloadThroughputKbps / 1024).toFixed(1)} Mbps down, ${cpu}`
    : `RTT ${throttling.rttMs} ms, ${(throttling.throughputKbps / 1024).toFixed(1)} Mbps, ${cpu}`;
}

async function main() {
  let build;
  if (!options['no-build']) {
    build = await coldBuild();
  } else if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first, or drop --no-build.`);
  }
  if (stockDir && !existsSync(path.join(stockDir, 'index.html'))) {
    throw new Error(`No build in ${stockDir}: see README.md for how to make a stock build.`);
  }
  const loadAverage = loadAverageSampler();
  const sites = [{ name: 'ours', dir: buildDir, paths: Object.fromEntries(measuredPages.map((page) => [page, page])) }];
  if (stockDir) {
    const paths = Object.fromEntries(
      measuredPages.map((page) => [page, options['vs-same-pages'] ? page : stockUrl(stockDir, page)]),
    );
    for (const page of measuredPages.filter((entry) => !paths[entry])) {
      process.stderr.write(`${page} has no stock counterpart (stock.mjs): measured for our site only\n`);
    }
    sites.push({ name: 'stock', dir: stockDir, paths });
  }
  const servers = [];
  let reports;
  try {
    for (const [index, site] of sites.entries()) {
      // A stock build is served from its own folder, so that our Pages Functions stay out of its figures.
      const cwd = site.name === 'ours' ? process.cwd() : site.dir;
      const server = await startPagesDev({ rootDir: site.dir, port: benchPorts.sites + index, cwd });
      servers.push(server);
      site.origin = server.url;
    }
    reports = await measure(sites, loadAverage);
  } finally {
    for (const server of servers) {
      server.stop();
    }
  }

  const rows = [];
  for (const site of sites) {
    for (const page of measuredPages.filter((entry) => reports[site.name][entry])) {
      for (const [kindId, lhrs] of Object.entries(reports[site.name][page])) {
        const kind = runKinds.find((entry) => entry.id === kindId);
        const row = { site: site.name, page, path: site.paths[page], kind, ...combine(lhrs, site.dir) };
        rows.push(row);
        if (options['save-reports']) {
          mkdirSync(options['save-reports'], { recursive: true });
          const name = `${site.name}${site.paths[page].replace(/\W+/g, '_')}${kindId}.json`;
          writeFileSync(path.join(options['save-reports'], name), JSON.stringify(row.medianLhr));
        }
      }
    }
  }
  const rowsOf = (kindId) => rows.filter((row) => row.kind.id === kindId);
  const figuresOf = (siteName, kindId) =>
    Object.fromEntries(
      rows.filter((row) => row.site === siteName && row.kind.id === kindId).map((row) => [row.page, row.figures]),
    );
  const siteColumn = stockDir ? [{ label: 'site', value: (row) => row.site }] : [];
  const pageColumn = { label: 'page', value: (row) => row.path };
  const runsText = runs === 1 ? 'one run' : `median of ${runs} interleaved runs, spread as (min–max)`;

  const observed = rowsOf('observed');
  console.log(
    `\nObserved (headline): mobile, Lighthouse devtools throttling applied to a real load ` +
      `(${throttlingText(observed[0].settings)}); ${runsText}; external hosts blocked; JS in KB gzip\n`,
  );
  console.log(
    formatTable(observed, [
      ...siteColumn,
      pageColumn,
      { label: 'FCP ms', value: spread('fcp') },
      { label: 'LCP ms', value: spread('lcp') },
      { label: 'LCP−FCP', value: spread('lcpAfterFcp') },
      { label: 'TBT ms', value: spread('tbt') },
      { label: 'CLS', value: spread('cls', 3) },
      { label: 'JS gzip', value: spread('jsGzipKb', 1) },
      { label: 'perf', value: spread('performance') },
    ]),
  );

  const estimates = [...rowsOf('estimate'), ...rowsOf('desktop')];
  if (estimates.length > 0) {
    const mobile = throttlingText(rowsOf('estimate')[0].settings);
    const desktop = throttlingText(rowsOf('desktop')[0].settings);
    console.log(
      '\nEstimate (simulated): Lighthouse lantern, computed from an unthrottled load as if throttled ' +
        `(mobile: ${mobile}; desktop: ${desktop}); ${runsText}; not measured\n`,
    );
    console.log(
      formatTable(estimates, [
        ...siteColumn,
        pageColumn,
        { label: 'form', value: (row) => row.kind.formFactor },
        { label: 'perf', value: spread('performance') },
        { label: 'FCP ms', value: spread('fcp') },
        { label: 'LCP ms', value: spread('lcp') },
        { label: 'LCP−FCP', value: spread('lcpAfterFcp') },
        { label: 'TBT ms', value: spread('tbt') },
        { label: 'CLS', value: spread('cls', 3) },
      ]),
    );
  }

  console.log('\nPage weight and audits (mobile, observed median run); sizes in KB\n');
  console.log(
    formatTable(observed, [
      ...siteColumn,
      pageColumn,
      { label: 'a11y', value: (row) => row.figures.accessibility },
      { label: 'bp', value: (row) => row.figures.bestPractices },
      { label: 'seo', value: (row) => row.figures.seo },
      { label: 'reqs', value: (row) => row.figures.requests },
      { label: 'bytes', value: fixed('bytesKb', 0) },
      { label: 'HTML gzip', value: fixed('htmlGzipKb', 1) },
      { label: 'JS raw', value: fixed('jsRawKb', 1) },
      { label: 'JS gzip', value: fixed('jsGzipKb', 1) },
    ]),
  );
  for (const row of observed.filter((entry) => entry.figures.failedAudits.length > 0)) {
    console.log(`  ${row.site} ${row.path} failed audits: ${row.figures.failedAudits.join(', ')}`);
  }

  const ours = figuresOf('ours', 'observed');
  const headroom = firstLoadJsHeadroom(
    Object.fromEntries(Object.entries(ours).map(([page, figures]) => [page, figures.jsGzipKb])),
  );
  console.log(
    `\nheadroom (${firstLoadJsLimitKb} KB gzip − first-load JS): ` +
      headroom.map(({ page, headroomKb, near }) => `${page} ${headroomKb.toFixed(1)}${near ? ' ⚠' : ''}`).join(', ') +
      (headroom.some((entry) => entry.near) ? `  (⚠ within ${headroomWarningKb} KB of the limit)` : ''),
  );

  if (stockDir) {
    console.log(
      `\nOurs vs stock (${stockDir}): observed mobile medians; × = ours / stock, below 1 where ours is lower\n`,
    );
    console.log(versusTable(ours, figuresOf('stock', 'observed'), sites[1].paths));
    if (runs > 1) {
      const runsOf = (siteName) =>
        Object.fromEntries(
          rowsOf('observed')
            .filter((row) => row.site === siteName)
            .map((row) => [row.page, row.all]),
        );
      console.log(
        `\nGeometric mean of × round by round (each run against stock's run of its round), median (min–max) over ` +
          `${runs} rounds: ${geometricMeanByRoundText(runsOf('ours'), runsOf('stock'))}`,
      );
    }
  }

  const benchmarkIndexes = rows.flatMap((row) => row.all.map((run) => run.benchmarkIndex));
  console.log('\nHow busy the machine was (see README.md: compare runs only when these are alike)');
  console.log(`  load average (1 min) at each run: ${loadAverage.summary()}`);
  console.log(`  Lighthouse benchmarkIndex: ${withSpread(benchmarkIndexes)} over ${benchmarkIndexes.length} runs`);

  // The budgets read our observed mobile figures, and the desktop runs for desktop layout shift.
  const results = Object.fromEntries(
    Object.entries(ours).map(([page, mobile]) => [page, { mobile, desktop: figuresOf('ours', 'desktop')[page] }]),
  );
  const checks = checkPageBudgets(results);
  if (stockDir && !options['vs-same-pages']) {
    const stock = figuresOf('stock', 'observed');
    checks.push(...checkVersusStock(ours, stock));
    const baseline = JSON.parse(readFileSync(new URL('./speed-baseline.json', import.meta.url), 'utf8'));
    checks.push(...checkAgainstBaseline(ours, stock, baseline.pages));
  }
  const homeScripts = homeOwnScripts(
    Object.fromEntries(Object.entries(results).map(([page, byFormFactor]) => [page, byFormFactor.mobile.scripts])),
  );
  if (homeScripts) {
    const gzipKb = homeScripts.reduce((sum, script) => sum + script.gzipKb, 0);
    console.log(`\nHome page's own JavaScript (scripts no other page type loads): ${gzipKb.toFixed(1)} KB gzip`);
    for (const script of homeScripts) {
      console.log(`  ${script.path}  ${script.gzipKb.toFixed(1)} KB`);
    }
    checks.push(checkSiteBudget('homeOwnJs', gzipKb, '/'));
  }
  if (build) {
    console.log(`\nCold production build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMb.toFixed(0)} MB`);
    checks.push(checkSiteBudget('coldBuild', build.seconds));
  }
  console.log('\nBudgets (speed budgets against the observed figures)\n');
  process.exitCode = printChecks(checks) === 0 ? 0 : 1;
}

await main();
