// `npm run bench -- --vs <dir>`: which page of a stock Docusaurus build stands for each of our page types, and the
// table that sets both sites' observed figures side by side.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { releasedDocsVersion } from '../site-under-test.mjs';
import { formatTable, withSpread } from './report.mjs';

/**
 * Our page types (scripts/site-under-test.mjs) and the pages of the classic template of `create-docusaurus` 3.10.2
 * measured against them. Stock leaves `trailingSlash` unset, so every page is built as `x/index.html` and served at
 * `/x/`. Its longest doc page is markdown-features, already the tutorial's counterpart, so the API class page gets
 * the next longest, translate-your-site; long-blog-post is its longest post.
 */
export const stockPages = {
  '/': '/',
  '/docs/': '/docs/intro/',
  '/docs/tutorial/generating-kubernetes-manifests/': '/docs/tutorial-basics/markdown-features/',
  '/docs/api/classes/Builder/': '/docs/tutorial-extras/translate-your-site/',
  // The release's docs pages share the layouts of Next's, so they stand against the same stock pages.
  [`/docs/${releasedDocsVersion}/`]: '/docs/intro/',
  [`/docs/${releasedDocsVersion}/tutorial/getting-started/`]: '/docs/tutorial-basics/markdown-features/',
  [`/docs/${releasedDocsVersion}/api/classes/Builder/`]: '/docs/tutorial-extras/translate-your-site/',
  '/blog/': '/blog/',
  '/blog/mounting-large-files/': '/blog/long-blog-post/',
};

/**
 * The URL path of the stock page that stands for `page`, as the stock build has it: `/x/` when it holds
 * `x/index.html`, `/x.html` when it was built with `trailingSlash: false`. Undefined for a page without a counterpart.
 */
export function stockUrl(stockDir, page) {
  const stockPage = stockPages[page];
  if (stockPage === undefined) {
    return undefined;
  }
  if (existsSync(path.join(stockDir, stockPage, 'index.html'))) {
    return stockPage;
  }
  const flat = `${stockPage.replace(/\/$/, '')}.html`;
  if (stockPage !== '/' && existsSync(path.join(stockDir, flat))) {
    return flat;
  }
  throw new Error(`${stockDir} has no page ${stockPage} (neither ${stockPage}index.html nor ${flat})`);
}

const ratio = (ours, stock) =>
  typeof ours === 'number' && typeof stock === 'number' && stock > 0 ? ours / stock : undefined;
const geometricMean = (values) =>
  values.length === 0 ? undefined : Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);

const compared = [
  { label: 'FCP ms', metric: 'fcp', digits: 0 },
  { label: 'LCP ms', metric: 'lcp', digits: 0 },
  { label: 'TBT ms', metric: 'tbt', digits: 0 },
  { label: 'JS gzip', metric: 'jsGzipKb', digits: 1 },
];

/**
 * The side-by-side table: for each page, our figure, stock's and their ratio (ours / stock, so below 1 means ours is
 * lower), then the geometric mean of each ratio over the pages. `ours` and `stock` map our page paths to figures.
 */
export function versusTable(ours, stock, stockPaths) {
  const pages = Object.keys(stock);
  const rows = pages.map((page) => ({
    page,
    stockPage: stockPaths[page],
    ...Object.fromEntries(
      compared.map(({ metric }) => [metric, { ours: ours[page][metric], stock: stock[page][metric] }]),
    ),
  }));
  const summary = {
    page: 'geometric mean',
    stockPage: '',
    ...Object.fromEntries(
      compared.map(({ metric }) => [
        metric,
        {
          ratio: geometricMean(
            rows.map((row) => ratio(row[metric].ours, row[metric].stock)).filter((value) => value !== undefined),
          ),
        },
      ]),
    ),
  };
  const format = (value, digits) => (typeof value === 'number' ? value.toFixed(digits) : '–');
  return formatTable(
    [...rows, summary],
    [
      { label: 'page', value: (row) => row.page },
      { label: 'stock page', value: (row) => row.stockPage },
      ...compared.flatMap(({ label, metric, digits }) => [
        { label: `${label} ours`, value: (row) => ('ours' in row[metric] ? format(row[metric].ours, digits) : '') },
        { label: 'stock', value: (row) => ('stock' in row[metric] ? format(row[metric].stock, digits) : '') },
        {
          label: '×',
          value: (row) =>
            format('ratio' in row[metric] ? row[metric].ratio : ratio(row[metric].ours, row[metric].stock), 2),
        },
      ]),
    ],
  );
}

/**
 * The geometric mean over the pages of ours / stock, taken round by round: each page's run against stock's run of the
 * same round, which ran just before or after it under the same load. Its spread over the rounds shows how steady the
 * table's geometric mean, a ratio of medians, is on this machine. `ours` and `stock` map our page paths to each
 * round's figures, in round order; a page with no counterpart is left out.
 */
export function geometricMeanByRound(ours, stock, metric) {
  const pages = Object.keys(stock).filter((page) => ours[page] !== undefined);
  const rounds = Math.min(...pages.flatMap((page) => [ours[page].length, stock[page].length]));
  return Array.from({ length: pages.length === 0 ? 0 : rounds }, (_, round) =>
    geometricMean(
      pages
        .map((page) => ratio(ours[page][round][metric], stock[page][round][metric]))
        .filter((value) => value !== undefined),
    ),
  ).filter((value) => value !== undefined);
}

/** Each compared timing's round-by-round geometric mean as `median (min–max)`, or `–` where no round has one. */
export function geometricMeanByRoundText(ours, stock) {
  return compared
    .filter(({ metric }) => metric !== 'jsGzipKb')
    .map(({ label, metric }) => {
      const byRound = geometricMeanByRound(ours, stock, metric);
      return `${label.replace(/ ms$/, '')} ${byRound.length === 0 ? '–' : withSpread(byRound, 2)}`;
    })
    .join(', ');
}
