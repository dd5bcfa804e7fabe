import { expect, test, waitForHydration } from './fixtures/site';

const storedTheme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.localStorage.getItem('theme'));

test.describe('color mode', () => {
  test('a first visit is light, with nothing stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/docs/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBeNull();
  });

  test('the toggle cycles system, light, dark, system and stores each choice under "theme"', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/docs/');
    await waitForHydration(page);
    const html = page.locator('html');
    const toggle = page
      .locator('.navbar')
      .getByRole('button', { name: /system mode|light mode|dark mode/i })
      .first();

    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await storedTheme(page)).toBeNull();

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBe('light');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await storedTheme(page)).toBe('dark');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    expect(await storedTheme(page)).toBeNull();

    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.filter((key) => key.startsWith('theme'))).toEqual([]);
  });

  test('a stored choice survives a reload and applies before first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/docs/');
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await page.reload({ waitUntil: 'commit' });
    // The inline script sets the attribute before React runs, so there is no light flash.
    await page.waitForSelector('html[data-theme="dark"]', { state: 'attached' });
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
