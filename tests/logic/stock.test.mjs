import { expect, test } from '@playwright/test';

import { geometricMeanByRound, geometricMeanByRoundText } from '../../scripts/bench/stock.mjs';

// Two page types, three rounds. Round 2 ran under load: both sites slowed, but ours against stock barely moved.
const ours = {
  '/': [
    { lcp: 1200, tbt: 200 },
    { lcp: 1800, tbt: 300 },
    { lcp: 1300, tbt: 100 },
  ],
  '/blog/': [
    { lcp: 1000, tbt: 100 },
    { lcp: 1500, tbt: 150 },
    { lcp: 900, tbt: 100 },
  ],
};
const stock = {
  '/': [
    { lcp: 2000, tbt: 400 },
    { lcp: 3000, tbt: 600 },
    { lcp: 2000, tbt: 400 },
  ],
  '/blog/': [
    { lcp: 2000, tbt: 400 },
    { lcp: 3000, tbt: 600 },
    { lcp: 1800, tbt: 0 },
  ],
};

test('each round sets each page against stock’s run of the same round', () => {
  const lcp = geometricMeanByRound(ours, stock, 'lcp');
  expect(lcp).toHaveLength(3);
  expect(lcp[0]).toBeCloseTo(Math.sqrt(0.6 * 0.5), 6);
  expect(lcp[1]).toBeCloseTo(Math.sqrt(0.6 * 0.5), 6);
  expect(lcp[2]).toBeCloseTo(Math.sqrt(0.65 * 0.5), 6);
});

test('a run stock had no figure for leaves that page out of its round, not the round', () => {
  const tbt = geometricMeanByRound(ours, stock, 'tbt');
  expect(tbt[1]).toBeCloseTo(Math.sqrt(0.5 * 0.25), 6);
  // Stock blocked for 0 ms on the blog in round 3: no ratio there, so the round is the home page's alone.
  expect(tbt[2]).toBeCloseTo(0.25, 6);
});

test('pages measured for our site only and rounds one site lacks are left out', () => {
  const withExtraPage = { ...ours, '/search/': [{ lcp: 5000 }, { lcp: 5000 }, { lcp: 5000 }] };
  const stockShort = { '/': stock['/'].slice(0, 2), '/blog/': stock['/blog/'] };
  expect(geometricMeanByRound(withExtraPage, stockShort, 'lcp')).toHaveLength(2);
});

test('the line gives FCP, LCP and TBT as median (min–max) over the rounds', () => {
  const withFcp = (runs) =>
    Object.fromEntries(Object.entries(runs).map(([page, rs]) => [page, rs.map((r) => ({ ...r, fcp: r.lcp }))]));
  expect(geometricMeanByRoundText(withFcp(ours), withFcp(stock))).toBe(
    'FCP 0.55 (0.55–0.57), LCP 0.55 (0.55–0.57), TBT 0.35 (0.25–0.35)',
  );
});

test('a timing no round has a ratio for reads as a dash', () => {
  const blocked = (runs) =>
    Object.fromEntries(Object.entries(runs).map(([page, rs]) => [page, rs.map((r) => ({ ...r, fcp: r.lcp, tbt: 0 }))]));
  expect(geometricMeanByRoundText(blocked(ours), blocked(stock))).toBe(
    'FCP 0.55 (0.55–0.57), LCP 0.55 (0.55–0.57), TBT –',
  );
});
