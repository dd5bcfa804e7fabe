import { expect, test, waitForHydration } from './fixtures/site';

test.use({ viewport: { width: 390, height: 844 } });

test('the hamburger opens the docs sidebar, which closes when the window becomes desktop-wide', async ({ page }) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const menu = page.locator('.navbar-sidebar');
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();

  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Installation' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Generate Manifests' })).toBeVisible();

  // 996 px is the last mobile width (Infima's `max-width: 996px`); desktop starts right above it.
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize({ width: 997, height: 800 });
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
});

test('no page type scrolls sideways at 390 px', async ({ page }) => {
  for (const path of [
    '/',
    '/docs/',
    '/docs/tutorial/generating-kubernetes-manifests/',
    '/docs/api/classes/Builder/',
    '/blog/mounting-large-files/',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
