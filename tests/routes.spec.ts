import { axeViolations } from './fixtures/axe';
import { expect, test, useColorMode, waitForHydration, type ColorMode } from './fixtures/site';
import { specRoutes } from './fixtures/routes';
import { sitemapPaths } from './fixtures/sitemap';

const paths = sitemapPaths();

test('the sitemap lists every page with a trailing slash', () => {
  expect(paths.length).toBeGreaterThan(specRoutes.length);
  for (const path of paths) {
    expect(path, path).toMatch(/\/$/);
  }
});

// Each page is loaded once per mode and checked for status, heading, console errors and axe violations together,
// so accessibility covers the whole sitemap without loading every page twice more.
for (const mode of ['light', 'dark'] satisfies ColorMode[]) {
  test.describe(`every sitemap page in ${mode} mode`, () => {
    for (const path of paths) {
      test(path, async ({ page, consoleErrors }) => {
        await useColorMode(page, mode);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.locator('h1')).toHaveCount(1);
        // Console errors are read before axe runs: axe fetches cross-origin stylesheets itself, which the CSP refuses.
        expect(consoleErrors).toEqual([]);
        const violations = await axeViolations(page);
        expect(violations).toEqual([]);
      });
    }
  });
}
