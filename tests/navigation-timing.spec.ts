import { expect, test, waitForHydration } from './fixtures/site';

/** Records whether the progress bar was ever attached, from before the click until the route is done. */
async function watchProgressBar(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const win = window as unknown as { progressBarSeenAt: number | null; navigationStartedAt: number };
    win.progressBarSeenAt = null;
    new MutationObserver(() => {
      if (win.progressBarSeenAt === null && document.getElementById('nprogress')) {
        win.progressBarSeenAt = performance.now();
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('click', () => (win.navigationStartedAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
}

const progressBarTiming = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const win = window as unknown as { progressBarSeenAt: number | null; navigationStartedAt: number };
    return win.progressBarSeenAt === null ? null : win.progressBarSeenAt - win.navigationStartedAt;
  });

test('the progress bar appears when a route takes longer than 200 ms', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await watchProgressBar(page);
  // The footer link was out of view, so its route was never prefetched and its chunks come through the slowed route.
  await page.locator('footer').getByRole('link', { name: 'API reference' }).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  const delay = await progressBarTiming(page);
  expect(delay).not.toBeNull();
  expect(delay!).toBeGreaterThanOrEqual(190);
  await expect(page).toHaveURL(/\/docs\/api\/$/);
  await expect(page.locator('#nprogress')).not.toBeAttached({ timeout: 15_000 });
});

test('the progress bar stays hidden when a route is ready within 200 ms', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  // Links in view are prefetched, so navigating to one is immediate.
  await page.waitForLoadState('networkidle');
  await watchProgressBar(page);
  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Installation', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await page.waitForTimeout(400);
  expect(await progressBarTiming(page)).toBeNull();
});

test('a route whose chunk fails to load is opened with a full page load', async ({ page }) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  let failChunks = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      failChunks = false;
    }
  });
  await page.route('**/assets/js/*.js', (route) => (failChunks ? route.abort('failed') : route.continue()));
  await page.evaluate(() => ((window as unknown as { spaMarker: boolean }).spaMarker = true));

  const fullLoad = page.waitForEvent('load');
  await page.locator('.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
  await fullLoad;
  await expect(page).toHaveURL(/\/blog\/$/);
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker)).toBeUndefined();
  await expect(
    page.getByRole('link', { name: 'Mounting Large Files to Containers Efficiently' }).first(),
  ).toBeVisible();
});

for (const [label, connection] of [
  ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ['data saver', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`no route is prefetched on ${label}`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Installation', exact: true }).hover();
    await page.waitForTimeout(300);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
}

test('routes are prefetched on a fast connection', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', saveData: false },
      configurable: true,
    });
  });
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Installation', exact: true }).hover();
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
});
