// The budgets of issue 7, kept apart from the measuring so they can be unit-tested and read in one place.

export const budgets = [
  { label: 'mobile Performance', metric: 'performance', formFactor: 'mobile', min: 95 },
  { label: 'mobile Accessibility', metric: 'accessibility', formFactor: 'mobile', min: 100 },
  { label: 'mobile Best Practices', metric: 'bestPractices', formFactor: 'mobile', min: 100 },
  { label: 'mobile SEO', metric: 'seo', formFactor: 'mobile', min: 100 },
  { label: 'mobile CLS', metric: 'cls', formFactor: 'mobile', max: 0 },
  { label: 'desktop CLS', metric: 'cls', formFactor: 'desktop', max: 0 },
  { label: 'first-load JS (gzip KB)', metric: 'jsGzipKb', formFactor: 'mobile', max: 180 },
];

export const buildTimeBudgetSeconds = 60;

export const homeOwnJsBudgetKb = 20;

/**
 * Compares each page's measurements with the budgets. `results` maps a page path to `{ mobile, desktop }`, each a
 * record of metric values (desktop may be missing in the quick run). Returns one line per budget and page measured.
 */
export function checkBudgets(results) {
  const checks = [];
  for (const [page, byFormFactor] of Object.entries(results)) {
    for (const budget of budgets) {
      const measured = byFormFactor[budget.formFactor];
      if (!measured) {
        continue;
      }
      const value = measured[budget.metric];
      const pass =
        typeof value === 'number' &&
        (budget.min === undefined || value >= budget.min) &&
        (budget.max === undefined || value <= budget.max);
      const limit = budget.min === undefined ? `≤ ${budget.max}` : `≥ ${budget.min}`;
      checks.push({ page, label: budget.label, value, limit, pass });
    }
  }
  return checks;
}

/** A figure with an upper bound, as one budget line. */
function atMost(page, label, value, max) {
  return { page, label, value, limit: `≤ ${max}`, pass: value <= max };
}

export function checkBuildTime(seconds) {
  return atMost('(build)', 'cold build time (s)', seconds, buildTimeBudgetSeconds);
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

export function checkHomeOwnJs(gzipKb) {
  return atMost('/', "home page's own JS (gzip KB)", gzipKb, homeOwnJsBudgetKb);
}
