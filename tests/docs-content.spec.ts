import { expect, test, waitForHydration } from './fixtures/site';
import { tutorialRoutes } from './fixtures/routes';

for (const route of tutorialRoutes) {
  test(`${route} shows rendered code`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    const blocks = page.locator('article .theme-code-block');
    expect(await blocks.count()).toBeGreaterThan(0);
    await expect(blocks.first().locator('pre code .token-line').first()).toBeAttached();
  });
}

test('the JavaScript/TypeScript choice follows the reader from page to page', async ({ page }) => {
  await page.goto('/docs/tutorial/generating-kubernetes-manifests/');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'TypeScript' }).first().click();
  await expect(page.getByRole('tab', { name: 'TypeScript' }).first()).toHaveAttribute('aria-selected', 'true');

  await page.goto('/docs/tutorial/component-options/');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'TypeScript' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role="tabpanel"]:not([hidden]) .theme-code-block').first()).toContainText(
    'import * as anemos',
  );
});

test('the installation page covers every release asset and how to check the install', async ({ page }) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const article = page.locator('article');
  const text = await article.evaluate((element) => element.textContent ?? '');
  for (const asset of [
    'anemos-linux-amd64.tar.gz',
    'anemos-linux-arm64.tar.gz',
    'anemos-darwin-amd64.tar.gz',
    'anemos-darwin-arm64.tar.gz',
    'anemos-windows-amd64.zip',
  ]) {
    expect(text, asset).toContain(asset);
  }
  expect(text).toContain('anemos --version');
  expect(text).toMatch(/Path/);
});

test('a warning says the output folder is wiped on every build', async ({ page }) => {
  await page.goto('/docs/tutorial/getting-started/');
  await expect(page.locator('.theme-admonition-warning')).toContainText(/output/i);
});
