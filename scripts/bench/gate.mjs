// `npm run test:budgets`, part of `npm test`: checks the steady budgets of budgets.mjs (bytes, requests, layout
// shift, accessibility, best-practice and SEO audits) on the existing build, with one mobile Lighthouse run per page
// type. None of these figures depends on how fast or busy the machine is, so this fails only when the site changed.
// Speed, and the desktop form factor, are measured by `npm run bench`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';

import { startPagesDev } from '../pages-dev.mjs';
import { benchPorts, buildDir, pageTypes } from '../site-under-test.mjs';
import { checkPageBudgets, checkSiteBudget, homeOwnScripts } from './budgets.mjs';
import { formatTable, printChecks } from './report.mjs';

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: run \`npm run build:test\` first.`);
  process.exit(1);
}

/** A thread of steady Lighthouse runs (steady-run.mjs says why), given one page at a time. */
function steadyRunner() {
  const worker = new Worker(new URL('./steady-run.mjs', import.meta.url), { workerData: { buildDir } });
  const run = (url) =>
    new Promise((resolve, reject) => {
      const settle = (settler) => (value) => {
        worker.off('message', onFigures).off('error', onError).off('exit', onExit);
        settler(value);
      };
      const onFigures = settle(resolve);
      const onError = settle(reject);
      const onExit = settle((code) =>
        reject(new Error(`The Lighthouse run of ${url} ended without figures (exit code ${code})`)),
      );
      worker.on('message', onFigures).on('error', onError).on('exit', onExit);
      worker.postMessage(url);
    });
  return { run, stop: () => worker.terminate() };
}

const concurrentRuns = 2;
const { stop, url: origin } = await startPagesDev({ rootDir: buildDir, port: benchPorts.gate });
const figures = new Map();
try {
  const queue = [...pageTypes];
  await Promise.all(
    Array.from({ length: concurrentRuns }, async () => {
      const runner = steadyRunner();
      try {
        for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
          figures.set(page, await runner.run(`${origin}${page}`));
        }
      } finally {
        await runner.stop();
      }
    }),
  );
} finally {
  stop();
}
const results = Object.fromEntries(pageTypes.map((page) => [page, { mobile: figures.get(page) }]));

const rows = Object.entries(results).map(([page, { mobile }]) => ({ page, ...mobile }));
console.log('\nSteady budgets: one mobile Lighthouse run per page type, external hosts blocked; sizes in KB\n');
console.log(
  formatTable(rows, [
    { label: 'page', value: (row) => row.page },
    { label: 'a11y', value: (row) => row.accessibility },
    { label: 'bp', value: (row) => row.bestPractices },
    { label: 'seo', value: (row) => row.seo },
    { label: 'CLS', value: (row) => row.cls.toFixed(3) },
    { label: 'requests', value: (row) => row.requests },
    { label: 'HTML gzip', value: (row) => row.htmlGzipKb.toFixed(1) },
    { label: 'JS gzip', value: (row) => row.jsGzipKb.toFixed(1) },
  ]),
);
for (const row of rows.filter((entry) => entry.failedAudits.length > 0)) {
  console.log(`  ${row.page} failed audits: ${row.failedAudits.join(', ')}`);
}
// The table rounds CLS to three decimals, and the budget is 0: a shift too small to show still gets a name.
for (const row of rows.filter((entry) => entry.cls > 0)) {
  const shifts = row.layoutShifts.map(({ element, score }) => `${element} (${score})`).join(', ');
  console.log(`  ${row.page} CLS ${row.cls}: ${shifts || 'Lighthouse listed no shifted element'}`);
}

const homeScripts = homeOwnScripts(
  Object.fromEntries(Object.entries(results).map(([page, { mobile }]) => [page, mobile.scripts])),
);
const homeOwnKb = homeScripts.reduce((sum, script) => sum + script.gzipKb, 0);
console.log(`\nHome page's own JavaScript (scripts no other page type loads): ${homeOwnKb.toFixed(1)} KB gzip`);
// One index per docs version, and a reader downloads one: each is held to the budget.
const searchIndexes = readdirSync(buildDir).filter((name) => /^search-index-.+\.json$/.test(name));
const searchIndexKb = Object.fromEntries(
  searchIndexes.map((name) => [name, gzipSync(readFileSync(path.join(buildDir, name)), { level: 9 }).length / 1024]),
);
for (const [name, kb] of Object.entries(searchIndexKb)) {
  console.log(`Embedded search index ${name}: ${kb.toFixed(1)} KB gzip`);
}
console.log('');

const failures = printChecks([
  ...checkPageBudgets(results, { steadyOnly: true }),
  checkSiteBudget('homeOwnJs', homeOwnKb, '/'),
  // No index at all fails: a missing figure never passes.
  ...(searchIndexes.length === 0
    ? [checkSiteBudget('searchIndex', undefined)]
    : Object.entries(searchIndexKb).map(([name, kb]) => checkSiteBudget('searchIndex', kb, name))),
]);
process.exitCode = failures === 0 ? 0 : 1;
