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
    // The theme's tabs carry no aria-controls: each panel is the tab list's sibling in the same position.
    const panels = tabList.locator('xpath=..').locator(':scope > div > [role="tabpanel"]');
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(panels.nth(1)).toBeVisible();
    await expect(panels.nth(0)).toBeHidden();

    await second.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(panels.nth(0)).toBeVisible();
    await expect(panels.nth(1)).toBeHidden();
  });

  test('shows real code, not screenshots', async ({ page }) => {
    const codeBlocks = page.locator('main .theme-code-block');
    expect(await codeBlocks.count()).toBeGreaterThanOrEqual(5);
    await expect(page.locator('main').getByText('module.exports').first()).toBeAttached();
  });
});
