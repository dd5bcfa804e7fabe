import { defineConfig, devices, type Project } from '@playwright/test';

import { buildDir, hostedBuildDir, testChromiumPath } from './scripts/site-under-test.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
// The build with stand-in Algolia credentials gets the next port block.
const hostedPort = port + 10;
const hostedSpecs = '**/search-hosted.spec.ts';
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: testChromiumPath,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  },
};

/** The production builds, each served like a static host for the projects that need it. */
const servers = {
  build: {
    command: `node scripts/static-server.mjs ${buildDir}`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
  hosted: {
    command: `node scripts/static-server.mjs ${hostedBuildDir}`,
    env: { PORT: String(hostedPort) },
    url: `http://127.0.0.1:${hostedPort}/`,
    reuseExistingServer: !process.env.CI,
  },
};

// The tests of the built site that request its pages from the server rather than read its files.
const servedBuildTests = ['build/served-pages.test.ts', 'build/markdown-twins.test.ts'];

/** Each project with the servers it needs. */
const projects: { project: Project; servers: (keyof typeof servers)[] }[] = [
  // Our own functions and scripts on inputs the tests hold: no build, no docs content, no server.
  { project: { name: 'logic', testMatch: 'logic/**/*.test.{ts,mjs}' }, servers: [] },
  // The docs sources, examples and data, against each other and the tool's facts in tests/fixtures/tool/: no build.
  { project: { name: 'content', testMatch: 'content/**/*.test.ts' }, servers: [] },
  // The files of the production build, read from disk: the build, no server.
  { project: { name: 'build', testMatch: 'build/**/*.test.ts', testIgnore: servedBuildTests }, servers: [] },
  // The build as a static host serves it: routes, redirects, headers, Markdown twins.
  { project: { name: 'served', testMatch: servedBuildTests }, servers: ['build'] },
  // What our wrappers, ejects and aliases rely on in the installed packages (tests/upgrade/README.md): no build.
  { project: { name: 'upgrade', testMatch: 'upgrade/**/*.test.ts' }, servers: [] },
  // The served build in a browser, as a reader meets it.
  { project: { name: 'e2e', use: chromium, testMatch: '**/*.spec.ts', testIgnore: hostedSpecs }, servers: ['build'] },
  // Search against Algolia's API (intercepted), in the build with stand-in Algolia credentials, served.
  {
    project: {
      name: 'hosted-search',
      use: { ...chromium, baseURL: `http://127.0.0.1:${hostedPort}` },
      testMatch: hostedSpecs,
    },
    servers: ['hosted'],
  },
];

/**
 * The projects named by `--project` (as `npm run test:*` passes them, with Playwright's `*` wildcard and its
 * case-insensitive match), or every project when none is named. Playwright starts every `webServer` of the config
 * whichever projects run, and a server of a missing build never answers, so the config lists only the servers of the
 * selected projects: `npm run test:logic`, `test:content` and `test:upgrade` then run without a build, and
 * `--project=build` without a server.
 */
function selectedProjects(argv: readonly string[]): typeof projects {
  const patterns: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = argv[i].split(/=(.*)/s);
    if (flag === '--project' && value !== undefined) {
      patterns.push(value);
    } else if (flag === '--project') {
      while (i + 1 < argv.length && !argv[i + 1].startsWith('-')) {
        patterns.push(argv[++i]);
      }
    }
  }
  const matchers = patterns.map(
    (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`, 'i'),
  );
  return matchers.length === 0
    ? projects
    : projects.filter(({ project }) => matchers.some((matcher) => matcher.test(project.name!)));
}

const neededServers = [...new Set(selectedProjects(process.argv).flatMap((entry) => entry.servers))];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test, kept only on failure, cost a sixth of the browser tests' time; a failing test
    // is re-run with `--trace on` to get one.
    trace: 'off',
    serviceWorkers: 'block',
  },
  projects: projects.map(({ project }) => project),
  webServer: neededServers.map((name) => servers[name]),
});
