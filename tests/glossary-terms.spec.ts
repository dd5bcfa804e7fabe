import type { Page } from '@playwright/test';

import { axeViolations } from './fixtures/axe';
import { expect, nextFrames, test, useColorMode, waitForHydration, type ColorMode } from './fixtures/site';

// A first-hour page of the release, where a reader meets the builder.
const pagePath = '/docs/0.2/tutorial/getting-started/';
const glossaryEntry = '/docs/0.2/reference/glossary/#builder';

/** The builder term of the page and its tooltip, once the page has hydrated. */
async function builderTerm(page: Page) {
  await page.goto(pagePath);
  await waitForHydration(page);
  const term = page.locator(`article a[href="${glossaryEntry}"]`).first();
  const tooltip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
  await expect(tooltip).toHaveAttribute('role', 'tooltip');
  return { term, tooltip };
}

test.describe('a term explained in place', () => {
  test('shows its definition on hover, keeps it while the pointer is over it, and Escape hides it', async ({
    page,
  }) => {
    const { term, tooltip } = await builderTerm(page);
    await expect(tooltip).toBeHidden();
    // Where the content after the term's paragraph sits in the page (not the viewport, which hovering may scroll).
    const paragraphBelow = term.locator('xpath=ancestor::p/following-sibling::*[1]');
    const placeOfParagraphBelow = () =>
      paragraphBelow.evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        return { left: left + window.scrollX, top: top + window.scrollY, width, height };
      });
    // In view first, so that the content below is laid out as the reader sees it.
    await term.scrollIntoViewIfNeeded();
    await nextFrames(page);
    const before = await placeOfParagraphBelow();

    await term.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('The object a program creates first');
    await expect(term).toHaveAccessibleDescription(/The object a program creates first/);
    expect(await placeOfParagraphBelow(), 'the open tooltip moves nothing').toEqual(before);

    await tooltip.hover();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();

    await page.mouse.move(0, 0);
    await term.hover();
    await expect(tooltip).toBeVisible();
  });

  test('shows its definition on keyboard focus, and Escape hides it while focus stays', async ({ page }) => {
    const { term, tooltip } = await builderTerm(page);
    await term.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(term).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${glossaryEntry}$`));
  });

  for (const mode of ['light', 'dark'] satisfies ColorMode[]) {
    test(`passes axe with its tooltip open, ${mode} mode`, async ({ page }) => {
      await useColorMode(page, mode);
      const { term, tooltip } = await builderTerm(page);
      await term.hover();
      await expect(tooltip).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('a term at 320 pixels wide, reached with the keyboard', () => {
  // A phone with a keyboard, or a desktop zoomed to 400%: every definition opens inside the screen (WCAG 1.4.10).
  test.use({ viewport: { width: 320, height: 640 } });

  test('shows every definition of the page inside the viewport', async ({ page }) => {
    await page.goto(pagePath);
    await waitForHydration(page);
    // Terms in a tab the reader has not opened are out of reach, as for everyone.
    const terms = page.locator('article .markdown a[aria-describedby]').filter({ visible: true });
    const count = await terms.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const term = terms.nth(index);
      const tooltip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
      await term.focus();
      await expect(tooltip).toBeVisible();
      const box = (await tooltip.boundingBox())!;
      const place = `definition ${index + 1} of ${count}, x ${Math.round(box.x)}–${Math.round(box.x + box.width)}`;
      expect(box.x, place).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, place).toBeLessThanOrEqual(320);
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
    }
  });
});

test.describe('a term on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows its definition on the first tap, and follows its link on the second', async ({ page }) => {
    const { term, tooltip } = await builderTerm(page);
    await term.tap();
    await expect(tooltip).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
    const box = (await tooltip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await page.locator('article h1').tap();
    await expect(tooltip).toBeHidden();

    await term.tap();
    await expect(tooltip).toBeVisible();
    await term.tap();
    await expect(page).toHaveURL(new RegExp(`${glossaryEntry}$`));
  });
});
