import { expect, test } from '@playwright/test';

import { geometricMeanByRound, geometricMeanByRoundText } from '../../scripts/bench/stock.mjs';

type Run = { fcp: number; lcp: number; tbt: number };
type SiteRuns = Record<string, Run[]>;

/** One page's runs, in round order, from `[LCP, TBT]` pairs; FCP is taken to equal LCP. */
const runs = (pairs: [number, number][]): Run[] => pairs.map(([lcp, tbt]) => ({ fcp: lcp, lcp, tbt }));

// Two page types, three rounds. Round 2 ran under load: both sites slowed alike, so the ratios stayed those of round 1.
const ours = {
  '/': runs([
    [1200, 200],
    [1800, 300],
    [1300, 100],
  ]),
  '/blog/': runs([
    [1000, 100],
    [1500, 150],
    [900, 100],
  ]),
};
const stock = {
  '/': runs([
    [2000, 400],
    [3000, 600],
    [2000, 400],
  ]),
  '/blog/': runs([
    [2000, 400],
    [3000, 600],
    [1800, 0],
  ]),
};

test('each round sets each page against stock’s run of the same round', () => {
  const lcp = geometricMeanByRound(ours, stock, 'lcp');
  expect(lcp).toHaveLength(3);
  expect(lcp[0]).toBeCloseTo(Math.sqrt(0.6 * 0.5), 6);
  expect(lcp[1]).toBeCloseTo(Math.sqrt(0.6 * 0.5), 6);
  expect(lcp[2]).toBeCloseTo(Math.sqrt(0.65 * 0.5), 6);
});

test('a page stock did not block on leaves that page out of its round, not the round', () => {
  const tbt = geometricMeanByRound(ours, stock, 'tbt');
  expect(tbt[1]).toBeCloseTo(Math.sqrt(0.5 * 0.25), 6);
  // Stock blocked for 0 ms on the blog in round 3: no ratio there, so the round is the home page's alone.
  expect(tbt[2]).toBeCloseTo(0.25, 6);
});

test('pages measured for our site only and rounds one site lacks are left out', () => {
  const withExtraPage = {
    ...ours,
    '/search/': runs([
      [5000, 0],
      [5000, 0],
      [5000, 0],
    ]),
  };
  const stockShort = { '/': stock['/'].slice(0, 2), '/blog/': stock['/blog/'] };
  expect(geometricMeanByRound(withExtraPage, stockShort, 'lcp')).toHaveLength(2);
});

test('the line gives FCP, LCP and TBT as median (min–max) over the rounds', () => {
  expect(geometricMeanByRoundText(ours, stock)).toBe(
    'FCP 0.55 (0.55–0.57), LCP 0.55 (0.55–0.57), TBT 0.35 (0.25–0.35)',
  );
});

test('a timing no round has a ratio for reads as a dash', () => {
  const neverBlocked = (site: SiteRuns): SiteRuns =>
    Object.fromEntries(
      Object.entries(site).map(([page, pageRuns]) => [page, pageRuns.map((run) => ({ ...run, tbt: 0 }))]),
    );
  expect(geometricMeanByRoundText(neverBlocked(ours), neverBlocked(stock))).toBe(
    'FCP 0.55 (0.55–0.57), LCP 0.55 (0.55–0.57), TBT –',
  );
});
