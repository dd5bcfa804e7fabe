import { expect, test } from '@playwright/test';

import { checkBudgets, checkBuildTime, checkHomeOwnJs, homeOwnScripts } from '../../scripts/bench/budgets.mjs';

const passingMobile = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  jsGzipKb: 150,
};

test('a page within every budget passes every check', () => {
  const checks = checkBudgets({ '/': { mobile: passingMobile, desktop: { cls: 0 } } });
  expect(checks.length).toBeGreaterThan(0);
  expect(checks.filter((check) => !check.pass)).toEqual([]);
});

test('each budget fails on its own when its figure is out of bounds', () => {
  for (const [metric, value] of [
    ['performance', 94],
    ['accessibility', 99],
    ['bestPractices', 92],
    ['seo', 92],
    ['cls', 0.001],
    ['jsGzipKb', 180.1],
  ]) {
    const checks = checkBudgets({ '/docs/': { mobile: { ...passingMobile, [metric]: value } } });
    expect(checks.filter((check) => !check.pass).length, metric).toBe(1);
  }
});

test('a missing figure fails instead of passing silently', () => {
  const withoutPerformance = { ...passingMobile };
  delete withoutPerformance.performance;
  const checks = checkBudgets({ '/': { mobile: withoutPerformance } });
  expect(checks.filter((check) => !check.pass).map((check) => check.label)).toEqual(['mobile Performance']);
});

test('the quick run without desktop figures skips only the desktop budgets', () => {
  const checks = checkBudgets({ '/': { mobile: passingMobile } });
  expect(checks.every((check) => !check.label.startsWith('desktop'))).toBe(true);
});

test('the cold build must finish within 60 seconds', () => {
  expect(checkBuildTime(59.9).pass).toBe(true);
  expect(checkBuildTime(60.1).pass).toBe(false);
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
  expect(checkHomeOwnJs(19.9).pass).toBe(true);
  expect(checkHomeOwnJs(20.1).pass).toBe(false);
});
