// One Lighthouse run against the served build, reduced to the figures the budgets and the tables use.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { chromiumPath } from '../site-under-test.mjs';

// The site is served over plain http on 127.0.0.1, so blocking https blocks every external host (fonts, analytics,
// search) while Lighthouse still ignores the resulting "blocked by inspector" console entries.
const blockedUrlPatterns = ['https://*'];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // A backstop for any plain-http external request: it fails to resolve instead of reaching the network.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Audits that the steady budgets read outside the Performance category. */
const steadyAudits = ['cumulative-layout-shift', 'layout-shifts', 'network-requests'];

const categories = {
  observed: ['performance', 'accessibility', 'best-practices', 'seo'],
  estimate: ['performance'],
  steady: ['accessibility', 'best-practices', 'seo'],
};

/**
 * Whether the page asks search engines not to index it, as the Next docs do (the release's pages are the ones search
 * should send readers to). SEO's "page is blocked from indexing" audit is then skipped rather than failed; that those
 * pages, and only those, carry `noindex` is tested in tests/build/sitemap.test.ts.
 */
async function keptOutOfSearchEngines(url) {
  const html = await (await fetch(url)).text();
  // The built HTML is minified, so attribute values may be unquoted.
  return /<meta[^>]+name=["']?robots["']?[^>]+content=["']?[^"'>]*noindex/i.test(html);
}

/**
 * What one run measures, by `mode`:
 * - `observed`: Lighthouse's devtools throttling, the form factor's network and CPU slowdown applied to a real load,
 *   so the timings are measured; every category.
 * - `estimate`: simulated (lantern) throttling: an unthrottled load, from which Lighthouse computes what the throttled
 *   one would have taken. Performance only; its layout shift and requests are still those of a real load.
 * - `steady`: an unthrottled load without the Performance category, which skips the simulation, the costliest part of
 *   a run; layout shift, requests and the other categories are recorded.
 */
export async function lighthouseRun(url, formFactor, { mode = 'observed' } = {}) {
  const skipAudits = (await keptOutOfSearchEngines(url)) ? ['is-crawlable'] : [];
  // chrome-launcher stops Chromium with SIGKILL, which leaves the socket folder Chromium makes in the temporary
  // directory: one per run, 945 of them in /tmp after a few days of benchmarks here. Chromium makes it in a folder of
  // ours instead, removed with the run.
  const chromiumTmp = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
    envVars: { ...process.env, TMPDIR: chromiumTmp },
  });
  try {
    const flags = {
      skipAudits,
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      blockedUrlPatterns,
      throttlingMethod: mode === 'observed' ? 'devtools' : 'simulate',
      onlyCategories: categories[mode],
      // Only the HTML report shows it, and taking it cost 1.3-2.3 s of each run.
      disableFullPageScreenshot: true,
      ...(mode === 'steady' ? { onlyAudits: steadyAudits } : {}),
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
    rmSync(chromiumTmp, { recursive: true, force: true });
  }
}

const gzipKb = (body) => gzipSync(body).length / 1024;

/** How long the largest paint came after the first; undefined when the Performance category was not run. */
const lcpAfterFcp = (fcp, lcp) => (fcp === undefined || lcp === undefined ? undefined : lcp - fcp);

/**
 * The built file a URL path of the served build reads: `x/index.html` for `/x/`; for `/x`, the file `x` itself or,
 * as written by a build with `trailingSlash: false`, `x.html`.
 */
function builtFile(buildDir, urlPath) {
  const filePath = path.join(buildDir, decodeURIComponent(urlPath));
  const candidates = urlPath.endsWith('/') ? [path.join(filePath, 'index.html')] : [filePath, `${filePath}.html`];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) {
    throw new Error(`${urlPath} has no file in ${buildDir}`);
  }
  return readFileSync(found);
}

/**
 * The figures of one report, for any build served by scripts/pages-dev.mjs (ours or another site's). First-load
 * JS is every same-origin request Lighthouse recorded as a script until the page went quiet (chunks the router only
 * prefetches are recorded as "Other" and left out). Scripts and the page's HTML are sized from the built files (raw
 * and gzip), since the transfer sizes Lighthouse reports also count each response's headers, which HTTP/2 hosts
 * compress away.
 */
export function summarize(lhr, buildDir) {
  const score = (id) => (lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : undefined);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const pageUrl = new URL(lhr.finalDisplayedUrl);
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests
    .filter((item) => item.resourceType === 'Script' && new URL(item.url).origin === pageUrl.origin)
    .map((item) => {
      const urlPath = new URL(item.url).pathname;
      const body = builtFile(buildDir, urlPath);
      return { path: urlPath, rawKb: body.length / 1024, gzipKb: gzipKb(body) };
    });
  const html = builtFile(buildDir, pageUrl.pathname);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    lcpAfterFcp: lcpAfterFcp(audit('first-contentful-paint'), audit('largest-contentful-paint')),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // The elements that moved, so that a layout-shift budget that fails says where.
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: item.score,
      element: item.node?.selector ?? item.node?.snippet ?? 'an element Lighthouse did not name',
    })),
    requests: requests.length,
    bytesKb: audit('total-byte-weight') === undefined ? undefined : audit('total-byte-weight') / 1024,
    htmlGzipKb: gzipKb(html),
    jsRawKb: scripts.reduce((sum, script) => sum + script.rawKb, 0),
    jsGzipKb: scripts.reduce((sum, script) => sum + script.gzipKb, 0),
    scripts: scripts.map(({ path: scriptPath, gzipKb: size }) => ({ path: scriptPath, gzipKb: size })),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id),
  };
}
