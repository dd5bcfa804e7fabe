import { pageTypes } from '../scripts/site-under-test.mjs';
import { expect, test, waitForHydration } from './fixtures/site';

test.describe('with every external host blocked', () => {
  test.use({ blockExternalHosts: true });

  for (const path of pageTypes) {
    test(`${path} renders fully with fallback fonts and no console errors`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The browser itself logs each blocked request; that line names the blocked host, not a fault of the page.
        const blockedRequest =
          message.text().startsWith('Failed to load resource') && !message.location().url.startsWith(origin);
        if (message.type() === 'error' && !blockedRequest) {
          errors.push(message.text());
        }
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const loadedFaces = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
      );
      expect(loadedFaces).toContain('Sora Fallback');
      expect(loadedFaces).not.toContain('Sora');
      expect(errors).toEqual([]);
    });
  }

  test('client-side navigation still works', async ({ page }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Installation', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  });
});

const hostileQueries: { name: string; encoded: string }[] = [
  { name: '2,000 characters', encoded: encodeURIComponent('kubernetes '.repeat(200).slice(0, 2000)) },
  { name: 'unicode', encoded: encodeURIComponent('日本語 ✓ 🙂 \u202eevil\u202c Ω̸ \u0000') },
  { name: 'HTML', encoded: encodeURIComponent('<img src=x onerror="window.__pwned=1"><b>bold</b>') },
  { name: 'script', encoded: encodeURIComponent('</title><script>window.__pwned=1</script>') },
  { name: 'broken % sequences', encoded: '%E0%A4%A%%25%zz%' },
];

for (const { name, encoded } of hostileQueries) {
  test(`/search/ shows a hostile query (${name}) as inert text and logs no error`, async ({ page, consoleErrors }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const response = await page.goto(`/search/?q=${encoded}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const query = await page.evaluate(() => new URLSearchParams(window.location.search).get('q') ?? '');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(query);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"], b:text-is("bold")')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
