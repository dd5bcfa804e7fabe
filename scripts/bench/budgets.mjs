// Every budget of the site, in one file that `npm test` and `npm run bench` both read.
//
// A budget marked `steady` holds whatever the machine's speed or load: bytes, counts, layout shift and audit
// results. `npm test` checks those on every run (`scripts/bench/gate.mjs`). The others are speed figures, timed on a
// throttled real load, so they move with whatever else the machine is doing; only `npm run bench` checks them, against
// its observed figures, and its README says how to read them.

/**
 * Budgets per page type, checked against each page's Lighthouse figures: by the bench, the median of its observed
 * runs (desktop: its simulated runs, of which only the layout shift is budgeted, and that is a real load's).
 */
export const pageBudgets = [
  { label: 'mobile Accessibility', metric: 'accessibility', formFactor: 'mobile', min: 100, steady: true },
  { label: 'mobile Best Practices', metric: 'bestPractices', formFactor: 'mobile', min: 100, steady: true },
  { label: 'mobile SEO', metric: 'seo', formFactor: 'mobile', min: 100, steady: true },
  { label: 'mobile CLS', metric: 'cls', formFactor: 'mobile', max: 0, steady: true },
  { label: 'desktop CLS', metric: 'cls', formFactor: 'desktop', max: 0, steady: true },
  { label: 'first-load JS (gzip KB)', metric: 'jsGzipKb', formFactor: 'mobile', max: 160, steady: true },
  // Every page carries the site stylesheet inline, 20 KB of it (src/first-load/inline-stylesheet).
  { label: 'HTML (gzip KB)', metric: 'htmlGzipKb', formFactor: 'mobile', max: 45, steady: true },
  { label: 'requests', metric: 'requests', formFactor: 'mobile', max: 40, steady: true },
  // Core Web Vitals' "good" LCP, and the edge of Lighthouse's "poor" TBT on mobile, for a throttled real load. Its
  // 562.5 ms per request puts FCP near 1.8 s for a site that paints after the HTML and a stylesheet (stock Docusaurus)
  // and near 1.1 s for this one, so FCP has no absolute budget: the comparison with stock below judges it.
  { label: 'mobile LCP (ms)', metric: 'lcp', formFactor: 'mobile', max: 2500 },
  { label: 'mobile TBT (ms)', metric: 'tbt', formFactor: 'mobile', max: 600 },
];

/**
 * Budgets against a stock Docusaurus build of the same version (`npm run bench -- --vs`), as ours / stock of the
 * observed medians of each page type and its stock counterpart: the site must paint no later, and block the main
 * thread clearly less, than what Docusaurus gives out of the box.
 */
export const versusStockBudgets = [
  { label: 'observed LCP, × stock', metric: 'lcp', max: 1.0 },
  { label: 'observed TBT, × stock', metric: 'tbt', max: 0.7 },
];

/**
 * How far a page type's ratio to stock may drift above its baseline (`speed-baseline.json`) before the bench fails it:
 * a later feature must not give back more than a tenth of the lead the speed work reached.
 */
export const baselineTolerance = 1.1;

/** Budgets for the site as a whole. */
export const siteBudgets = {
  homeOwnJs: { label: "home page's own JS (gzip KB)", max: 20, steady: true },
  searchIndex: { label: 'search index (gzip KB)', max: 150, steady: true },
  // The navbar's search button and the switch between hosted and embedded search (2.0 KB). Any part of what loads on
  // use would break it: MiniSearch alone, imported by the button in a trial, added 4.9 KB.
  searchFirstLoadJs: { label: 'search code in first-load JS (gzip KB)', max: 2.5, steady: true },
  coldBuild: { label: 'cold build time (s)', max: 60 },
  searchFirstQuery: { label: 'first search query (ms)', max: 300 },
  searchWarmMedian: { label: 'warm search query, median (ms)', max: 60 },
};

/** One budget line: the figure, its limit, and whether it holds. A missing figure fails rather than passing. */
function check(scope, label, value, { min, max }) {
  const pass = typeof value === 'number' && (min === undefined || value >= min) && (max === undefined || value <= max);
  return { scope, label, value, limit: min === undefined ? `≤ ${max}` : `≥ ${min}`, pass };
}

/**
 * Compares each page's figures with the page budgets. `results` maps a page path to `{ mobile, desktop }`, each a
 * record of figures; a form factor that was not measured is skipped. With `steadyOnly`, speed budgets are left out.
 */
export function checkPageBudgets(results, { steadyOnly = false } = {}) {
  const checks = [];
  for (const [page, byFormFactor] of Object.entries(results)) {
    for (const budget of pageBudgets.filter((entry) => entry.steady || !steadyOnly)) {
      const measured = byFormFactor[budget.formFactor];
      if (measured) {
        checks.push(check(page, budget.label, measured[budget.metric], budget));
      }
    }
  }
  return checks;
}

/**
 * Compares each page's observed figures with its stock counterpart's: `ours` and `stock` map our page paths to their
 * figures (stock's keyed by our page it stands for).
 */
export function checkVersusStock(ours, stock) {
  return Object.entries(ours).flatMap(([page, figures]) =>
    stock[page]
      ? versusStockBudgets.map((budget) =>
          check(page, budget.label, figures[budget.metric] / stock[page][budget.metric], budget),
        )
      : [],
  );
}

/**
 * Compares each page's ratio to stock with its baseline: `baseline` maps our page paths to `{ lcp, tbt }` ratios, as
 * `speed-baseline.json` records them. A page type without a baseline or without a stock counterpart is left out.
 */
export function checkAgainstBaseline(ours, stock, baseline) {
  return Object.entries(baseline).flatMap(([page, ratios]) =>
    ours[page] && stock[page]
      ? versusStockBudgets.map((budget) =>
          check(
            page,
            `${budget.label}, at most ${baselineTolerance}× its baseline ${ratios[budget.metric]}`,
            ours[page][budget.metric] / stock[page][budget.metric],
            { max: Number((ratios[budget.metric] * baselineTolerance).toFixed(3)) },
          ),
        )
      : [],
  );
}

/** Checks one figure against the site budget named `name` (a key of `siteBudgets`). */
export function checkSiteBudget(name, value, scope = '(site)') {
  return check(scope, siteBudgets[name].label, value, siteBudgets[name]);
}

/**
 * The home page's own JavaScript: the scripts `/` loads that no other measured page type loads, since React, the
 * framework, the theme and the chunks pages share load everywhere. `scriptsByPage` maps each page to its scripts,
 * `{ path, gzipKb }`; without `/` and one other page there is nothing to compare, and the result is undefined.
 */
export function homeOwnScripts(scriptsByPage) {
  const otherPages = Object.keys(scriptsByPage).filter((page) => page !== '/');
  if (!scriptsByPage['/'] || otherPages.length === 0) {
    return undefined;
  }
  const elsewhere = new Set(otherPages.flatMap((page) => scriptsByPage[page].map((script) => script.path)));
  return scriptsByPage['/'].filter((script) => !elsewhere.has(script.path));
}

/** The first-load JS limit, and how close to it a page type may come before the bench flags it. */
export const firstLoadJsLimitKb = pageBudgets.find((budget) => budget.metric === 'jsGzipKb').max;
export const headroomWarningKb = 3;

/**
 * What each page type may still add to its first-load JS before the budget fails: `jsGzipKbByPage` maps a page to
 * its first-load JS (gzip KB). `near` marks the pages within 3 KB of the limit (or over it).
 */
export function firstLoadJsHeadroom(jsGzipKbByPage) {
  return Object.entries(jsGzipKbByPage).map(([page, jsGzipKb]) => {
    const headroomKb = firstLoadJsLimitKb - jsGzipKb;
    return { page, headroomKb, near: headroomKb <= headroomWarningKb };
  });
}
