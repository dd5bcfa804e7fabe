// What the tests and the benchmarks look at, defined once: the builds they read, the browser they drive and one page
// of each layout the site has.
import { existsSync, readFileSync } from 'node:fs';

/** The production build the tests serve and read. `npm test` builds it first; `npm run test:e2e` reuses it. */
export const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

/** The same site built with stand-in Algolia credentials, for the hosted-search tests. */
export const hostedBuildDir = process.env.E2E_HOSTED_BUILD_DIR ?? 'build-hosted';

// Browsers are never downloaded here: Debian's Chromium when it is installed, Playwright's own Chromium elsewhere.
const systemChromium = '/usr/bin/chromium';
/** The full browser, as a reader runs it: Lighthouse and the benchmarks measure with it. */
export const chromiumPath = existsSync(systemChromium) ? systemChromium : undefined;

// The same Blink, without the desktop browser around it: what Playwright's own headless tests run on. A page loaded
// and hydrated in 1.0-1.35 s with it against 1.9-2.3 s with the full browser, and a new page took 0.2-0.4 s against
// 0.5-0.75, on the 2-core CI machine.
const systemHeadlessShell = '/usr/bin/chromium-headless-shell';
/** The browser the Playwright tests drive: Debian's headless shell, else the full browser, else Playwright's own. */
export const testChromiumPath = existsSync(systemHeadlessShell) ? systemHeadlessShell : chromiumPath;

/**
 * The ports the budgets and benchmarks serve builds on (`wrangler pages dev`), apart from the tests' (`E2E_PORT`), so
 * a benchmark can run beside a test run or `npm run serve`. The sites a benchmark compares take consecutive ports.
 */
export const benchPorts = { gate: 4273, search: 4274, bundle: 4275, mcp: 4276, sites: 4280 };

/** The docs version readers land on, where the site facts read it (`release.version` in src/siteFacts.ts). */
export const releasedDocsVersion = JSON.parse(readFileSync('src/data/release.json', 'utf8')).docsVersion;

/**
 * One page of each layout, the docs ones in both versions. The budgets and the benchmark measure these, and the
 * robustness and phone-layout tests visit them, so a new layout joins all of them by being added here.
 */
export const pageTypes = [
  '/',
  '/docs/',
  '/docs/tutorial/generating-kubernetes-manifests/',
  '/docs/api/classes/Builder/',
  `/docs/${releasedDocsVersion}/`,
  `/docs/${releasedDocsVersion}/tutorial/getting-started/`,
  `/docs/${releasedDocsVersion}/api/classes/Builder/`,
  '/blog/',
  '/blog/mounting-large-files/',
];
