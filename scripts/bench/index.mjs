// `npm run bench`: builds the site cold (or takes an existing build), serves it like a static host, measures the page
// types with Lighthouse and prints the figures with their spread, how busy the machine was, and one PASS or FAIL line
// per budget of budgets.mjs, speed budgets included. Exits 1 when a budget fails. Not part of `npm test`: speed moves
// with CPU load. See README.md beside this file.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';

import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { startStaticServer } from '../static-server.mjs';
import { buildDir as defaultBuildDir, pageTypes } from '../site-under-test.mjs';
import { checkPageBudgets, checkSiteBudget, homeOwnScripts } from './budgets.mjs';
import { lighthouseRun, summarize } from './lighthouse.mjs';
import { formatTable, loadAverageSampler, printChecks, withSpread } from './report.mjs';

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string', default: defaultBuildDir },
    runs: { type: 'string' },
    page: { type: 'string', multiple: true },
    'save-reports': { type: 'string' },
  },
});
const measuredPages = options.page ?? pageTypes;
const runs = Number(options.runs ?? (options.quick ? 1 : 3));
const formFactors = options.quick ? ['mobile'] : ['mobile', 'desktop'];
const buildDir = path.resolve(options['build-dir']);

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
 * Measures every page and form factor `runs` times, interleaved (round 1 of every page, then round 2, …), so a burst
 * of load from elsewhere spreads over all pages instead of skewing one. Returns the reports by page and form factor.
 */
async function measure(origin, loadAverage) {
  const reports = Object.fromEntries(
    measuredPages.map((page) => [page, Object.fromEntries(formFactors.map((formFactor) => [formFactor, []]))]),
  );
  for (let round = 1; round <= runs; round += 1) {
    for (const page of measuredPages) {
      for (const formFactor of formFactors) {
        loadAverage.sample();
        reports[page][formFactor].push(await lighthouseRun(`${origin}${page}`, formFactor));
        process.stderr.write(`round ${round}/${runs}: measured ${page} (${formFactor})\n`);
      }
    }
  }
  return reports;
}

async function main() {
  let build;
  if (!options['no-build']) {
    build = await coldBuild();
  } else if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first, or drop --no-build.`);
  }
  const loadAverage = loadAverageSampler();
  const { server, url: origin } = await startStaticServer({ rootDir: buildDir });
  let reports;
  try {
    reports = await measure(origin, loadAverage);
  } finally {
    server.close();
  }

  const results = {};
  const rows = [];
  for (const page of measuredPages) {
    results[page] = {};
    for (const formFactor of formFactors) {
      const median = computeMedianRun(reports[page][formFactor]);
      if (options['save-reports']) {
        mkdirSync(options['save-reports'], { recursive: true });
        const file = path.join(options['save-reports'], `${page.replace(/\W+/g, '_')}${formFactor}.json`);
        writeFileSync(file, JSON.stringify(median));
      }
      const all = reports[page][formFactor].map((lhr) => summarize(lhr, buildDir));
      results[page][formFactor] = summarize(median, buildDir);
      rows.push({ page, formFactor, median: results[page][formFactor], all });
    }
  }

  const spread =
    (metric, digits = 0) =>
    (row) =>
      withSpread(
        row.all.map((run) => run[metric]),
        digits,
      );
  const fixed = (metric, digits) => (row) => row.median[metric].toFixed(digits);
  console.log(
    `\nLighthouse, ${runs === 1 ? 'one run' : `median of ${runs} interleaved runs, spread as (min–max)`}; ` +
      'external hosts blocked; sizes in KB\n',
  );
  console.log(
    formatTable(rows, [
      { label: 'page', value: (row) => row.page },
      { label: 'form', value: (row) => row.formFactor },
      { label: 'perf', value: spread('performance') },
      { label: 'FCP ms', value: spread('fcp') },
      { label: 'LCP ms', value: spread('lcp') },
      { label: 'LCP−FCP', value: spread('lcpAfterFcp') },
      { label: 'TBT ms', value: spread('tbt') },
      { label: 'a11y', value: (row) => row.median.accessibility },
      { label: 'bp', value: (row) => row.median.bestPractices },
      { label: 'seo', value: (row) => row.median.seo },
      { label: 'CLS', value: fixed('cls', 3) },
      { label: 'reqs', value: (row) => row.median.requests },
      { label: 'bytes', value: fixed('bytesKb', 0) },
      { label: 'HTML gzip', value: fixed('htmlGzipKb', 1) },
      { label: 'JS raw', value: fixed('jsRawKb', 1) },
      { label: 'JS gzip', value: fixed('jsGzipKb', 1) },
    ]),
  );
  for (const row of rows.filter((entry) => entry.median.failedAudits.length > 0)) {
    console.log(`  ${row.page} (${row.formFactor}) failed audits: ${row.median.failedAudits.join(', ')}`);
  }
  const benchmarkIndexes = rows.flatMap((row) => row.all.map((run) => run.benchmarkIndex));
  console.log('\nHow busy the machine was (see README.md: compare runs only when these are alike)');
  console.log(`  load average (1 min) at each run: ${loadAverage.summary()}`);
  console.log(`  Lighthouse benchmarkIndex: ${withSpread(benchmarkIndexes)} over ${benchmarkIndexes.length} runs`);

  const checks = checkPageBudgets(results);
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
  console.log('\nBudgets\n');
  process.exitCode = printChecks(checks) === 0 ? 0 : 1;
}

await main();
