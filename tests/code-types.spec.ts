import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

import { displayedCode } from '../src/plugins/code-types/magicComments';
import { axeViolations } from './fixtures/axe';
import { expect, test, useColorMode, waitForHydration, type ColorMode } from './fixtures/site';

// A first-hour page of each version, whose program adds a document; and the API reference entry of that method.
const release = {
  page: '/docs/0.2/tutorial/getting-started/',
  reference: '/docs/0.2/api/classes/Builder/#adddocument',
  // The overload the template's call resolves to in the 0.2 declarations: one argument, the YAML text.
  signature: '(method) Builder.addDocument(document: string): void (+2 overloads)',
  file: 'versioned_examples/version-0.2/templates/javascript/app/index.js',
};
const next = {
  page: '/docs/tutorial/getting-started/',
  reference: '/docs/api/classes/Builder/#adddocument',
  // Next's: a path, then the YAML text.
  signature: '(method) Builder.addDocument(path: string, yamlContent: string): void (+5 overloads)',
};
const doc = 'Adds a document';

/** The first `addDocument` of the page's code that a reader sees, with the tooltip it names. */
async function addDocumentIn(page: Page, reference: string): Promise<{ name: Locator; tooltip: Locator }> {
  const name = page.locator(`.theme-code-block a[href="${reference}"]`).filter({ visible: true }).first();
  await expect(name).toHaveText('addDocument');
  const tooltip = page.locator(`[id="${await name.getAttribute('aria-describedby')}"]`);
  await expect(tooltip).toHaveAttribute('role', 'tooltip');
  return { name, tooltip };
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('the type of an API name in code', () => {
  test('shows the release signature on hover, keeps it over the tooltip, and Escape hides it', async ({ page }) => {
    await visit(page, release.page);
    const { name, tooltip } = await addDocumentIn(page, release.reference);
    await expect(tooltip).toBeHidden();

    await name.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(release.signature);
    await expect(tooltip).toContainText(doc);
    await expect(name).toHaveAccessibleDescription(new RegExp(doc));
    await tooltip.hover();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();

    await page.mouse.move(0, 0);
    await name.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
  });

  test('shows it on keyboard focus, Escape hides it while focus stays, and Enter opens the reference', async ({
    page,
  }) => {
    await visit(page, release.page);
    const { name, tooltip } = await addDocumentIn(page, release.reference);
    await name.focus();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(release.signature);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(name).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${release.reference}$`));
    await expect(page.locator('article h3#adddocument')).toBeVisible();
  });

  test('on a Next page, shows the Next signature and links the Next reference', async ({ page }) => {
    await visit(page, next.page);
    const { name, tooltip } = await addDocumentIn(page, next.reference);
    await name.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(next.signature);
  });

  test('stays inside a 320 pixel wide viewport when opened from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await visit(page, release.page);
    const { name, tooltip } = await addDocumentIn(page, release.reference);
    await name.focus();
    await expect(tooltip).toBeVisible();
    const box = (await tooltip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });

  test('also after a client-side navigation, which fetches the types', async ({ page }) => {
    await visit(page, '/docs/0.2/');
    await page.locator(`article a[href="${release.page}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${release.page}$`));
    const { name, tooltip } = await addDocumentIn(page, release.reference);
    await name.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(release.signature);
  });

  for (const mode of ['light', 'dark'] satisfies ColorMode[]) {
    test(`passes axe with the tooltip open, ${mode} mode`, async ({ page }) => {
      await useColorMode(page, mode);
      await visit(page, release.page);
      const { name, tooltip } = await addDocumentIn(page, release.reference);
      await name.hover();
      await expect(tooltip).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('code with types', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('is copied as the code alone, without tooltips or error messages', async ({ page }) => {
    await visit(page, release.page);
    const block = page.locator('.theme-code-block').filter({ visible: true, has: page.locator('[role="tooltip"]') });
    await block.first().hover();
    await block.first().getByRole('button', { name: /copy/i }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      displayedCode(readFileSync(release.file, 'utf8')).code,
    );

    await visit(page, '/docs/0.2/reference/kubernetes-kinds/');
    const withError = page.locator('.theme-code-block').filter({ has: page.locator('[data-compile-error]') });
    await withError.hover();
    await withError.getByRole('button', { name: /copy/i }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      displayedCode(readFileSync('versioned_examples/version-0.2/reference/kubernetes-kinds/workload.ts', 'utf8')).code,
    );
    expect(copied).not.toContain('not assignable');
  });

  test('on the kinds page, shows under the call that a workload is not a Document', async ({ page }) => {
    await visit(page, '/docs/0.2/reference/kubernetes-kinds/');
    const error = page.locator('[data-compile-error]');
    await error.scrollIntoViewIfNeeded();
    await expect(error).toBeVisible();
    await expect(error).toContainText(
      "Argument of type 'Deployment' is not assignable to parameter of type 'Document'",
    );
    // What a reader sees of the line: its code, then the message.
    const line = error.locator('xpath=ancestor::*[contains(@class, "token-line")][1]');
    expect(await line.innerText()).toMatch(/^builder\.addDocument\(web\);\s*TS2769: No overload matches this call\./);
    await expect(line.locator('[class*="error"]').first()).toHaveText('web');
  });
});

test.describe('the type of an API name on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows on the first tap, and the second follows the link', async ({ page }) => {
    await visit(page, release.page);
    const { name, tooltip } = await addDocumentIn(page, release.reference);
    await name.tap();
    await expect(tooltip).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${release.page}$`));
    const box = (await tooltip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await page.locator('article h1').tap();
    await expect(tooltip).toBeHidden();
    await name.tap();
    await expect(tooltip).toBeVisible();
    await name.tap();
    await expect(page).toHaveURL(new RegExp(`${release.reference}$`));
  });
});
