import { expect, test, waitForHydration } from './fixtures/site';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('introduces Anemos with its tagline and main actions', async ({ page }) => {
    await expect(page).toHaveTitle('Anemos: Kubernetes Package Manager');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anemos');
    await expect(page.getByText('Kubernetes package manager', { exact: false }).first()).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Install', exact: true })).toHaveAttribute(
      'href',
      '/docs/installation/',
    );
    await expect(main.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', '/docs/');
    await expect(main.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute(
      'href',
      'https://github.com/ohayocorp/anemos',
    );
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(7);
  });

  test('every internal link on the page works', async ({ page, request }) => {
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
    const internal = hrefs.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(5);
    for (const href of internal) {
      const response = await request.get(href.split('#')[0]);
      expect(response.status(), href).toBe(200);
    }
    for (const href of hrefs.filter((candidate) => !candidate.startsWith('/') && !candidate.startsWith('#'))) {
      expect(href, href).toMatch(/^https:\/\//);
    }
  });

  test('the "Get started" steps lead to installation, the tutorial and applying', async ({ page }) => {
    const steps = page.getByRole('region', { name: /get started/i });
    for (const target of [
      '/docs/installation/',
      '/docs/simple-tutorial/generate-manifests/',
      '/docs/simple-tutorial/applying-manifests/',
    ]) {
      await expect(steps.locator(`a[href="${target}"]`)).toHaveCount(1);
    }
  });

  test('feature tabs switch with the mouse and the keyboard', async ({ page }) => {
    const tabList = page.getByRole('tablist').nth(1);
    const tabs = tabList.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    const first = tabs.nth(0);
    const second = tabs.nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');

    await second.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const panelId = await first.getAttribute('aria-controls');
    if (panelId) {
      await expect(page.locator(`#${panelId}`)).toBeVisible();
    }
  });

  test('shows real code, not screenshots', async ({ page }) => {
    const codeBlocks = page.locator('main .theme-code-block');
    expect(await codeBlocks.count()).toBeGreaterThanOrEqual(5);
    await expect(page.locator('main').getByText('module.exports').first()).toBeAttached();
  });
});

test('the home page fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
