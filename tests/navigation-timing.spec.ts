import type { Page } from '@playwright/test';

import { expect, routeLoadingCalls, spyOnRouteLoading, test, waitForHydration } from './fixtures/site';

type ProgressBarWatch = {
  clickedAt: number | null;
  barSeenAt: number | null;
  // The theme arms the bar with a 200 ms timer when a route change starts and clears it when the route is done.
  timer: { id: number; delay: number; state: 'armed' | 'cleared' | 'fired' } | null;
};

/**
 * Watches, from the page itself, when the click happens, when the bar appears and what becomes of its timer. With
 * `holdTimer`, the bar's timer never fires: time stands still for it, so a route counts as ready "within 200 ms"
 * however slow the machine is.
 */
async function watchProgressBar(page: Page, { holdTimer = false } = {}): Promise<void> {
  await page.evaluate((hold) => {
    const watch: ProgressBarWatch = { clickedAt: null, barSeenAt: null, timer: null };
    (window as unknown as { progressBarWatch: ProgressBarWatch }).progressBarWatch = watch;
    new MutationObserver(() => {
      if (watch.barSeenAt === null && document.getElementById('nprogress')) {
        watch.barSeenAt = performance.now();
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('click', () => (watch.clickedAt = performance.now()), { capture: true, once: true });
    const { setTimeout: originalSetTimeout, clearTimeout: originalClearTimeout } = window;
    window.setTimeout = ((callback: () => void, delay?: number, ...rest: unknown[]) => {
      if (watch.clickedAt === null || watch.timer !== null || delay !== 200) {
        return originalSetTimeout(callback, delay, ...rest);
      }
      const timer: NonNullable<ProgressBarWatch['timer']> = { id: 0, delay, state: 'armed' };
      timer.id = originalSetTimeout(
        () => {
          timer.state = 'fired';
          callback();
        },
        hold ? 2 ** 31 - 1 : delay,
      );
      watch.timer = timer;
      return timer.id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (watch.timer && watch.timer.id === id && watch.timer.state === 'armed') {
        watch.timer.state = 'cleared';
      }
      originalClearTimeout(id);
    }) as typeof window.clearTimeout;
  }, holdTimer);
}

const progressBarWatch = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressBarWatch: ProgressBarWatch }).progressBarWatch);

test('the progress bar appears when a route takes longer than 200 ms', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The footer link was out of view, so its route was never prefetched: its chunks are held until the bar shows.
  let releaseChunks!: () => void;
  const chunksHeld = new Promise<void>((resolve) => (releaseChunks = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await chunksHeld;
    await route.continue();
  });
  await watchProgressBar(page);
  await page.locator('footer').getByRole('link', { name: 'API reference' }).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  const watch = await progressBarWatch(page);
  expect(watch.timer?.state).toBe('fired');
  expect(watch.barSeenAt! - watch.clickedAt!).toBeGreaterThanOrEqual(190);

  releaseChunks();
  // The footer links the release's docs.
  await expect(page).toHaveURL(/\/docs\/0\.2\/api\/$/);
  await expect(page.locator('#nprogress')).not.toBeAttached();
});

test('the progress bar stays hidden when a route is ready within 200 ms', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  // Links in view are prefetched, so navigating to one is immediate.
  await page.waitForLoadState('networkidle');
  await watchProgressBar(page, { holdTimer: true });
  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Installation', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  // Once the theme has cleared the bar's timer, the bar can no longer appear.
  await expect.poll(async () => (await progressBarWatch(page)).timer?.state).toBe('cleared');
  expect((await progressBarWatch(page)).barSeenAt).toBeNull();
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
  test(`routes are neither prefetched nor preloaded on ${label}`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);
    await spyOnRouteLoading(page);
    await page.goto('/docs/');
    await waitForHydration(page);
    // Links in view ask for a prefetch, a hovered link for a preload; the framework must decline every request.
    await expect.poll(async () => (await routeLoadingCalls(page)).some((call) => call.kind === 'prefetch')).toBe(true);
    await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Installation', exact: true }).hover();
    await expect.poll(async () => (await routeLoadingCalls(page)).some((call) => call.kind === 'preload')).toBe(true);
    expect((await routeLoadingCalls(page)).filter((call) => call.accepted)).toEqual([]);
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
  await spyOnRouteLoading(page);
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect.poll(async () => (await routeLoadingCalls(page)).some((call) => call.accepted)).toBe(true);
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
});
