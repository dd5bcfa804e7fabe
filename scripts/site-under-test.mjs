// What the tests and the benchmarks look at, defined once: the builds they read, the browser they drive and one page
// of each layout the site has.
import { existsSync, readFileSync } from 'node:fs';

/** The production build the tests serve and read. `npm test` builds it first; `npm run test:e2e` reuses it. */
export const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

/** The same site built with stand-in Algolia credentials, for the hosted-search tests. */
export const hostedBuildDir = process.env.E2E_HOSTED_BUILD_DIR ?? 'build-hosted';

// Browsers are never downloaded here: Debian's Chromium when it is installed, Playwright's own Chromium elsewhere.
const systemChromium = '/usr/bin/chromium';
export const chromiumPath = existsSync(systemChromium) ? systemChromium : undefined;

/** The docs version readers land on: the newest release, first in Docusaurus's `versions.json`. */
export const releasedDocsVersion = JSON.parse(readFileSync('versions.json', 'utf8'))[0];

/**
 * One page of each layout, the docs ones in both versions. The budgets and the benchmark measure these, and the robustness and phone-layout tests
 * visit them, so a new layout joins all of them by being added here.
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
