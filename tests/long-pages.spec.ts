import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './fixtures/site';

// The longest page type, and a heading near its end.
const apiPage = '/docs/0.2/api/classes/Builder/';
const lateHeadingId = 'writedocuments';
// A tutorial page whose glossary terms run well below the fold.
const tutorialPage = '/docs/0.2/tutorial/getting-started/';

/** The `content-visibility` of every article block and of the footer, counted by value. */
function blockVisibilities(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const block of document.querySelectorAll('.markdown > *, .footer')) {
      const value = getComputedStyle(block).contentVisibility;
      counts[value] = (counts[value] ?? 0) + 1;
    }
    return counts;
  });
}

/** Resolves once the page has laid out every block it skipped in its first frame. */
async function waitForAllBlocks(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-blocks-shown'));
}

test.describe('a long page, skipped below the fold in its first frame', () => {
  test('is sent with its blocks set to render only near the viewport', async ({ browser }) => {
    // Without scripts the page stays as the first frame drew it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(apiPage);
    const counts = await blockVisibilities(page);
    expect(counts.auto).toBeGreaterThan(100);
    expect(Object.keys(counts)).toEqual(['auto']);
    await context.close();
  });

  test('lays out every block soon after load, so find-in-page and axe see plain content', async ({ page }) => {
    await page.goto(apiPage);
    await waitForAllBlocks(page);
    const counts = await blockVisibilities(page);
    expect(Object.keys(counts)).toEqual(['visible']);
    expect(counts.visible).toBeGreaterThan(100);
    // The start of the page's last paragraph, found the way the browser's find bar finds text.
    const lastParagraph = await page.locator('.markdown > p').last().innerText();
    const found = await page.evaluate(
      (text) => (window as unknown as { find(text: string): boolean }).find(text),
      lastParagraph.slice(0, 40),
    );
    expect(found).toBe(true);
  });

  test('keeps a linked heading in view while the blocks above it are laid out', async ({ page }) => {
    await page.goto(`${apiPage}#${lateHeadingId}`);
    await waitForAllBlocks(page);
    const heading = page.locator(`[id="${lateHeadingId}"]`);
    // The blocks above it came in at their real heights, and the page kept the heading where the link put it.
    await expect
      .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(0);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
  });

  test("shows a term's whole tooltip far down the page, unclipped by its paragraph", async ({ page }) => {
    await page.goto(tutorialPage);
    await waitForHydration(page);
    await waitForAllBlocks(page);
    const term = page.locator('article .markdown a[aria-describedby]').last();
    const tooltip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
    await term.scrollIntoViewIfNeeded();
    await term.hover();
    await expect(tooltip).toBeVisible();
    // A point inside the tooltip's lower part, below its paragraph's last line, is the tooltip's to the pointer.
    const box = (await tooltip.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="tooltip"]')?.id ?? null,
      [box.x + box.width / 2, box.y + box.height - 4],
    );
    expect(hit).toBe(await tooltip.getAttribute('id'));
  });

  test('renders a page reached inside the site whole, even before the first one finished', async ({ page }) => {
    // The font provider never answers, so `load` never comes and the first page keeps its blocks skipped.
    await page.route('https://fonts.googleapis.com/**', () => new Promise(() => {}));
    await page.goto(tutorialPage, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    expect(await blockVisibilities(page)).toHaveProperty('auto');
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(new RegExp(`${tutorialPage}$`));
    await expect(page.locator('article h1')).toBeVisible();
    expect(Object.keys(await blockVisibilities(page))).toEqual(['visible']);
  });
});
