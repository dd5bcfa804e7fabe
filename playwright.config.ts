import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browsers are never downloaded here: the system Chromium is used when present, Playwright's own elsewhere.
const systemChromium = '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4173);
// Tests run against an already built site; `npm test` builds it first, `npm run test:e2e` reuses the last build.
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

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
    {
      name: 'e2e',
      testMatch: '**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: existsSync(systemChromium) ? systemChromium : undefined,
          args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: `node scripts/static-server.mjs ${buildDir}`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
