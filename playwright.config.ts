import { defineConfig, devices, type Project } from '@playwright/test';

import { buildDir, hostedBuildDir, testChromiumPath } from './scripts/site-under-test.mjs';
import type { ServedBuild } from './tests/servers/server';

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

/**
 * The production builds, each served with the host's runtime by a setup project (tests/servers/ says why) that the
 * projects requesting pages depend on, and stopped by its teardown once they are done.
 */
function servingProjects(name: string, served: ServedBuild): Project[] {
  return [
    { name, testMatch: 'servers/pages-dev.setup.ts', metadata: served, teardown: `stop ${name}` },
    { name: `stop ${name}`, testMatch: 'servers/pages-dev.teardown.ts', metadata: served },
  ];
}

// The tests of the built site that request its pages from the server rather than read its files.
const servedBuildTests = [
  'build/served-pages.test.ts',
  'build/markdown-twins.test.ts',
  'build/mcp.test.ts',
  'build/agent-skill-served.test.ts',
];

const projects: Project[] = [
  // Our own functions and scripts on inputs the tests hold: no build, no docs content, no server.
  { name: 'logic', testMatch: 'logic/**/*.test.{ts,mjs}' },
  // The docs sources, examples and data, against each other and the tool's facts in tests/fixtures/tool/: no build.
  { name: 'content', testMatch: 'content/**/*.test.ts' },
  // The files of the production build, read from disk: the build, no server.
  { name: 'build', testMatch: 'build/**/*.test.ts', testIgnore: servedBuildTests },
  // What our wrappers, ejects and aliases rely on in the installed packages (tests/upgrade/README.md): no build.
  { name: 'upgrade', testMatch: 'upgrade/**/*.test.ts' },
  ...servingProjects('serve build', { rootDir: buildDir, port }),
  // The build as the host serves it: routes, redirects, headers, functions, Markdown twins.
  { name: 'served', testMatch: servedBuildTests, dependencies: ['serve build'] },
  // The served build in a browser, as a reader meets it.
  {
    name: 'e2e',
    use: chromium,
    testMatch: '**/*.spec.ts',
    testIgnore: hostedSpecs,
    dependencies: ['serve build'],
  },
  ...servingProjects('serve hosted build', { rootDir: hostedBuildDir, port: hostedPort }),
  // Search against Algolia's API (intercepted), in the build with stand-in Algolia credentials, served.
  {
    name: 'hosted-search',
    use: { ...chromium, baseURL: `http://127.0.0.1:${hostedPort}` },
    testMatch: hostedSpecs,
    dependencies: ['serve hosted build'],
  },
];

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
  projects,
});
