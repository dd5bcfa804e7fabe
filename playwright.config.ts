import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browsers are never downloaded here: the system Chromium is used when present, Playwright's own elsewhere.
const systemChromium = '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4173);
// Tests run against an already built site; `npm test` builds it first, `npm run test:e2e` reuses the last build.
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
// The same site built with (fake) Algolia credentials, for the hosted-search spec; it gets the next port block.
const hostedBuildDir = process.env.E2E_HOSTED_BUILD_DIR ?? 'build-hosted';
const hostedPort = port + 10;
const hostedSpecs = '**/search-hosted.spec.ts';
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: existsSync(systemChromium) ? systemChromium : undefined,
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
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    // Our own logic and the build output, checked without a browser.
    { name: 'unit', testMatch: 'unit/**/*.test.{ts,mjs}' },
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
