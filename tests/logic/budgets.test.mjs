import { expect, test } from '@playwright/test';

import {
  baselineTolerance,
  checkAgainstBaseline,
  checkPageBudgets,
  checkSiteBudget,
  checkVersusStock,
  firstLoadJsHeadroom,
  homeOwnScripts,
  pageBudgets,
  siteBudgets,
} from '../../scripts/bench/budgets.mjs';

const passingMobile = {
  fcp: 1800,
  lcp: 2000,
  tbt: 300,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  jsGzipKb: 160,
  htmlGzipKb: 32,
  requests: 25,
};

test('a page within every budget passes every check', () => {
  const checks = checkPageBudgets({ '/': { mobile: passingMobile, desktop: { cls: 0 } } });
  expect(checks).toHaveLength(pageBudgets.length);
  expect(checks.filter((check) => !check.pass)).toEqual([]);
});

test('each page budget fails on its own when its figure is out of bounds', () => {
  for (const [metric, value] of [
    ['lcp', 2501],
    ['tbt', 601],
    ['accessibility', 99],
    ['bestPractices', 92],
    ['seo', 92],
    ['cls', 0.001],
    ['jsGzipKb', 160.1],
    ['htmlGzipKb', 45.1],
    ['requests', 41],
  ]) {
    const checks = checkPageBudgets({ '/docs/': { mobile: { ...passingMobile, [metric]: value } } });
    expect(checks.filter((check) => !check.pass).length, metric).toBe(1);
  }
});

test('a missing figure fails instead of passing silently', () => {
  const withoutRequests = { ...passingMobile };
  delete withoutRequests.requests;
  const checks = checkPageBudgets({ '/': { mobile: withoutRequests } });
  expect(checks.filter((check) => !check.pass).map((check) => check.label)).toEqual(['requests']);
});

test('npm test checks only the steady budgets: a slow run still passes them', () => {
  const slow = { ...passingMobile, fcp: 4000, lcp: 6000, tbt: 900 };
  const checks = checkPageBudgets({ '/': { mobile: slow } }, { steadyOnly: true });
  expect(checks.length).toBeGreaterThan(0);
  expect(checks.filter((check) => !check.pass)).toEqual([]);
  expect(checks.map((check) => check.label)).not.toContain('mobile LCP (ms)');
  // Every steady budget is a size, a count, a layout shift or an audit result, never a time or a speed score.
  for (const budget of pageBudgets.filter((entry) => entry.steady)) {
    expect(['performance', 'fcp', 'lcp', 'tbt']).not.toContain(budget.metric);
  }
  expect(siteBudgets.coldBuild.steady).toBeUndefined();
  expect(siteBudgets.searchFirstQuery.steady).toBeUndefined();
});

test('against stock, a page passes when it paints no later and blocks at most 0.7 times as long', () => {
  const stock = { '/': { lcp: 2000, tbt: 500 }, '/blog/': { lcp: 2000, tbt: 500 } };
  const passing = checkVersusStock({ '/': { lcp: 2000, tbt: 350 }, '/blog/': { lcp: 1500, tbt: 100 } }, stock);
  expect(passing).toHaveLength(4);
  expect(passing.filter((check) => !check.pass)).toEqual([]);
  const failing = checkVersusStock({ '/': { lcp: 2001, tbt: 351 } }, stock);
  expect(failing.map((check) => [check.label, check.pass])).toEqual([
    ['observed LCP, × stock', false],
    ['observed TBT, × stock', false],
  ]);
  // A page type without a stock counterpart is not compared.
  expect(checkVersusStock({ '/docs/': { lcp: 9000, tbt: 9000 } }, stock)).toEqual([]);
});

test('a page type whose ratio to stock drifts more than a tenth above its baseline fails, the others pass', () => {
  const baseline = { '/': { lcp: 0.6, tbt: 0.4 }, '/blog/': { lcp: 0.5, tbt: 0.3 }, '/only-ours/': { lcp: 1, tbt: 1 } };
  const stock = { '/': { lcp: 2000, tbt: 500 }, '/blog/': { lcp: 2000, tbt: 500 } };
  const ours = {
    '/': { lcp: 2000 * 0.6 * baselineTolerance, tbt: 500 * 0.4 },
    '/blog/': { lcp: 2000 * 0.5 * (baselineTolerance + 0.02), tbt: 500 * 0.29 },
    '/only-ours/': { lcp: 9999, tbt: 9999 },
  };
  const checks = checkAgainstBaseline(ours, stock, baseline);
  expect(checks.map(({ scope, pass }) => [scope, pass])).toEqual([
    ['/', true],
    ['/', true],
    ['/blog/', false],
    ['/blog/', true],
  ]);
  expect(checks[2].label).toBe('observed LCP, × stock, at most 1.1× its baseline 0.5');
});

test('a run without desktop figures skips only the desktop budgets', () => {
  const checks = checkPageBudgets({ '/': { mobile: passingMobile } });
  expect(checks.every((check) => !check.label.startsWith('desktop'))).toBe(true);
  expect(checks).toHaveLength(pageBudgets.filter((budget) => budget.formFactor === 'mobile').length);
});

test('site budgets have upper bounds', () => {
  expect(checkSiteBudget('coldBuild', 59.9).pass).toBe(true);
  expect(checkSiteBudget('coldBuild', 60.1).pass).toBe(false);
  expect(checkSiteBudget('searchIndex', 150).pass).toBe(true);
  expect(checkSiteBudget('searchIndex', 150.1).pass).toBe(false);
  expect(checkSiteBudget('homeOwnJs', undefined).pass).toBe(false);
});

test("the home page's own JavaScript is what no other page type loads, within 20 KB gzip", () => {
  const shared = [
    { path: '/assets/js/main.js', gzipKb: 130 },
    { path: '/assets/js/tabs.js', gzipKb: 4 },
  ];
  const own = homeOwnScripts({
    '/': [...shared, { path: '/assets/js/home.js', gzipKb: 6 }],
    '/docs/': [shared[0], { path: '/assets/js/docs.js', gzipKb: 9 }],
    '/blog/': [...shared],
  });
  expect(own).toEqual([{ path: '/assets/js/home.js', gzipKb: 6 }]);
  expect(homeOwnScripts({ '/': shared })).toBeUndefined();
  expect(checkSiteBudget('homeOwnJs', 19.9, '/').pass).toBe(true);
  expect(checkSiteBudget('homeOwnJs', 20.1, '/').pass).toBe(false);
});

test('the bench flags first-load JS within 3 KB of its 160 KB limit', () => {
  expect(firstLoadJsHeadroom({ '/': 135, '/docs/': 157, '/blog/': 161 })).toEqual([
    { page: '/', headroomKb: 25, near: false },
    { page: '/docs/', headroomKb: 3, near: true },
    { page: '/blog/', headroomKb: -1, near: true },
  ]);
});
