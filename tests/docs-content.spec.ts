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

// No release runs the Next API, so the Next installation page builds the snapshot and sends release users to 0.2.
test('the Next installation page builds the snapshot it describes and points to the release', async ({ page }) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const article = page.locator('article');
  const text = await article.evaluate((element) => element.textContent ?? '');
  for (const step of ['git checkout 73d3b32', 'download-bun.sh', 'download-bun.ps1', 'go build ./cmd/anemos']) {
    expect(text, step).toContain(step);
  }
  expect(text).toContain('anemos --version');
  expect(text).toMatch(/Path/);
  expect(text).not.toMatch(/releases\/latest|releases\/download/);
  await expect(article.getByRole('link', { name: '0.2 installation page' })).toHaveAttribute(
    'href',
    '/docs/0.2/installation/',
  );
});

test('a warning says the output folder is wiped on every build', async ({ page }) => {
  await page.goto('/docs/tutorial/getting-started/');
  await expect(page.locator('.theme-admonition-warning')).toContainText(/output/i);
});
