// `npm run bench`: builds the site (or takes an existing build), serves it like a static host, measures six page
// types with Lighthouse and prints a table plus one pass/fail line per budget. Exits 1 when a budget fails.
// See README.md beside this file for the flags.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { startStaticServer } from '../static-server.mjs';
import { checkBudgets, checkBuildTime, checkHomeOwnJs, homeOwnScripts } from './budgets.mjs';
import { pageTypes } from './pageTypes.mjs';

const systemChromium = '/usr/bin/chromium';
// The site is served over plain http on 127.0.0.1, so blocking https blocks every external host (fonts, analytics,
// search) while Lighthouse still ignores the resulting "blocked by inspector" console entries.
const blockedUrlPatterns = ['https://*'];
// A backstop for any plain-http external request: it fails to resolve instead of reaching the network.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string', default: 'build' },
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

async function lighthouseRun(url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync(systemChromium) ? systemChromium : undefined,
    chromeFlags,
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      blockedUrlPatterns,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Reduces a Lighthouse report to the figures the table and the budgets use. */
function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const audit = (id) => lhr.audits[id].numericValue;
  // Scripts fetched until the page went quiet, sized from the built files: the transfer sizes Lighthouse reports also
  // count each response's headers, which are not JavaScript and which HTTP/2 hosts compress away.
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  const sameOrigin = scripts
    .filter((item) => new URL(item.url).origin === new URL(lhr.finalDisplayedUrl).origin)
    .map((item) => {
      const urlPath = new URL(item.url).pathname;
      const body = readFileSync(path.join(buildDir, urlPath));
      return { path: urlPath, rawKb: body.length / 1024, gzipKb: gzipSync(body).length / 1024 };
    });
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytesKb: audit('total-byte-weight') / 1024,
    jsRawKb: sameOrigin.reduce((sum, script) => sum + script.rawKb, 0),
    jsGzipKb: sameOrigin.reduce((sum, script) => sum + script.gzipKb, 0),
    scripts: sameOrigin.map(({ path: scriptPath, gzipKb }) => ({ path: scriptPath, gzipKb })),
    failedAudits: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id),
  };
}

function formatTable(rows, columns) {
  const widths = columns.map((column) =>
    Math.max(column.label.length, ...rows.map((row) => String(column.value(row)).length)),
  );
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  return [
    line(columns.map((column) => column.label)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map((column) => column.value(row)))),
  ].join('\n');
}

async function main() {
  let build;
  if (!options['no-build']) {
    build = await coldBuild();
  } else if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first, or drop --no-build.`);
  }
  const { server, url: origin } = await startStaticServer({ rootDir: buildDir });
  const results = {};
  const rows = [];
  try {
    for (const page of measuredPages) {
      results[page] = {};
      for (const formFactor of formFactors) {
        const reports = [];
        for (let run = 0; run < runs; run += 1) {
          reports.push(await lighthouseRun(`${origin}${page}`, formFactor));
        }
        const median = computeMedianRun(reports);
        if (options['save-reports']) {
          const file = path.join(options['save-reports'], `${page.replace(/\W+/g, '_')}${formFactor}.json`);
          mkdirSync(options['save-reports'], { recursive: true });
          writeFileSync(file, JSON.stringify(median));
        }
        const summary = summarize(median);
        results[page][formFactor] = summary;
        rows.push({ page, formFactor, ...summary });
        process.stderr.write(`measured ${page} (${formFactor})\n`);
      }
    }
  } finally {
    server.close();
  }

  const fixed = (digits) => (value) => value.toFixed(digits);
  console.log(
    `\nLighthouse ${runs === 1 ? '(one run)' : `(median of ${runs})`}, external hosts blocked; sizes in KB\n`,
  );
  console.log(
    formatTable(rows, [
      { label: 'page', value: (row) => row.page },
      { label: 'form', value: (row) => row.formFactor },
      { label: 'perf', value: (row) => row.performance },
      { label: 'a11y', value: (row) => row.accessibility },
      { label: 'bp', value: (row) => row.bestPractices },
      { label: 'seo', value: (row) => row.seo },
      { label: 'FCP ms', value: (row) => fixed(0)(row.fcp) },
      { label: 'LCP ms', value: (row) => fixed(0)(row.lcp) },
      { label: 'TBT ms', value: (row) => fixed(0)(row.tbt) },
      { label: 'CLS', value: (row) => fixed(3)(row.cls) },
      { label: 'bytes', value: (row) => fixed(0)(row.bytesKb) },
      { label: 'JS raw', value: (row) => fixed(1)(row.jsRawKb) },
      { label: 'JS gzip', value: (row) => fixed(1)(row.jsGzipKb) },
    ]),
  );
  for (const row of rows.filter((entry) => entry.failedAudits.length > 0)) {
    console.log(`  ${row.page} (${row.formFactor}) failed audits: ${row.failedAudits.join(', ')}`);
  }

  const checks = checkBudgets(results);
  const homeScripts = homeOwnScripts(
    Object.fromEntries(Object.entries(results).map(([page, byFormFactor]) => [page, byFormFactor.mobile.scripts])),
  );
  if (homeScripts) {
    const gzipKb = homeScripts.reduce((sum, script) => sum + script.gzipKb, 0);
    console.log(`\nHome page's own JavaScript (scripts no other page type loads): ${gzipKb.toFixed(1)} KB gzip`);
    for (const script of homeScripts) {
      console.log(`  ${script.path}  ${script.gzipKb.toFixed(1)} KB`);
    }
    checks.push(checkHomeOwnJs(gzipKb));
  }
  if (build) {
    console.log(`\nCold production build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMb.toFixed(0)} MB`);
    checks.push(checkBuildTime(build.seconds));
  }
  console.log('\nBudgets\n');
  for (const check of checks) {
    const value = typeof check.value === 'number' ? Number(check.value.toFixed(3)) : 'missing';
    console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.page}  ${check.label} = ${value} (${check.limit})`);
  }
  const failures = checks.filter((check) => !check.pass).length;
  console.log(failures === 0 ? '\nAll budgets hold.' : `\n${failures} budget check(s) failed.`);
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
