import assert from 'node:assert/strict';
import { test } from 'node:test';

import { checkBudgets, checkBuildTime } from '../../scripts/bench/budgets.mjs';

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
  assert.ok(checks.length > 0);
  assert.deepEqual(
    checks.filter((check) => !check.pass),
    [],
  );
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
    assert.equal(checks.filter((check) => !check.pass).length, 1, metric);
  }
});

test('a missing figure fails instead of passing silently', () => {
  const withoutPerformance = { ...passingMobile };
  delete withoutPerformance.performance;
  const checks = checkBudgets({ '/': { mobile: withoutPerformance } });
  assert.deepEqual(
    checks.filter((check) => !check.pass).map((check) => check.label),
    ['mobile Performance'],
  );
});

test('the quick run without desktop figures skips only the desktop budgets', () => {
  const checks = checkBudgets({ '/': { mobile: passingMobile } });
  assert.ok(checks.every((check) => !check.label.startsWith('desktop')));
});

test('the cold build must finish within 60 seconds', () => {
  assert.equal(checkBuildTime(59.9).pass, true);
  assert.equal(checkBuildTime(60.1).pass, false);
});
