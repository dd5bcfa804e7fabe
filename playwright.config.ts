import { defineConfig, devices } from '@playwright/test';

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
  projects: [
    // Our own logic and the build output, checked without a browser.
    { name: 'unit', testMatch: 'unit/**/*.test.{ts,mjs}' },
    // What our wrappers, ejects and aliases rely on in the installed packages (tests/upgrade/README.md).
    { name: 'upgrade', testMatch: 'upgrade/**/*.test.ts' },
    { name: 'e2e', use: chromium, testMatch: '**/*.spec.ts', testIgnore: hostedSpecs },
    { name: 'hosted-search', use: { ...chromium, baseURL: `http://127.0.0.1:${hostedPort}` }, testMatch: hostedSpecs },
  ],
  webServer: [
    {
      command: `node scripts/static-server.mjs ${buildDir}`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/static-server.mjs ${hostedBuildDir}`,
      env: { PORT: String(hostedPort) },
      url: `http://127.0.0.1:${hostedPort}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
