import type { Page } from '@playwright/test';

import { renderSkippedBlocks } from './fixtures/axe';
import { expect, nextFrames, test, waitForHydration } from './fixtures/site';

// A long page skips laying out its blocks below the fold until they near the screen
// (src/first-load/offscreen-blocks). What a reader does with the rest of the page must work as if it were laid out.

// The longest page type; a member heading near its end; a heading of the table of contents far below the fold.
const apiPage = '/docs/0.2/api/classes/Builder/';
const lateMemberId = 'writedocuments';
// A tutorial page whose glossary terms run well below the fold.
const tutorialPage = '/docs/0.2/tutorial/getting-started/';
// Where a heading lands when a link scrolls to it: below the navbar, by the theme's `scroll-margin-top`.
const headingTopRange = { min: 40, max: 120 };

const phone = { width: 412, height: 823 };

/** How many article blocks and footers (with `onScreen`, of those starting on screen) hold content not laid out. */
function skippedBlocks(page: Page, { onScreen = false } = {}): Promise<number> {
  return page.evaluate(
    (screenOnly) =>
      [...document.querySelectorAll('.markdown > *, .footer')].filter((block) => {
        const content = block.firstElementChild;
        const shown = !screenOnly || block.getBoundingClientRect().top < window.innerHeight;
        return shown && content !== null && !content.checkVisibility({ contentVisibilityAuto: true });
      }).length,
    onScreen,
  );
}

const topOf = (page: Page, id: string) =>
  page.evaluate((elementId) => Math.round(document.getElementById(elementId)!.getBoundingClientRect().top), id);

test.describe('a long page', () => {
  test.use({ viewport: phone });

  test('lays out only what is near the screen when it opens, and the rest as the reader scrolls', async ({ page }) => {
    await page.goto(apiPage);
    await waitForHydration(page);
    const skippedAtFirst = await skippedBlocks(page);
    expect(skippedAtFirst, 'blocks left for later').toBeGreaterThan(100);
    expect(await skippedBlocks(page, { onScreen: true }), 'blocks on screen not laid out').toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => skippedBlocks(page)).toBeLessThan(skippedAtFirst);
  });

  test('does not move what the reader is looking at while they scroll through it', async ({ page }) => {
    await page.goto(apiPage);
    await waitForHydration(page);
    await page.evaluate(() => {
      type LayoutShift = { value: number; sources: { node: Node | null }[] };
      const shifts: string[] = [];
      new PerformanceObserver((list) => {
        for (const { value, sources } of list.getEntries() as unknown as LayoutShift[]) {
          const moved = sources.map(({ node }) =>
            node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName,
          );
          shifts.push(`${value.toFixed(4)} at ${Math.round(window.scrollY)}: ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift' });
      Object.assign(window, { layoutShifts: shifts });
    });
    // Half a screen at a time down to the footer, as a reader scrolls while reading, then back up to the top. A step
    // brings in blocks the browser has already laid out near the screen; a fling of many screens at once, on a busy
    // phone, can show a stand-in for a frame.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += phone.height / 2) {
      await page.mouse.wheel(0, phone.height / 2);
      await nextFrames(page);
    }
    const footerLaidOut = await page
      .locator('.footer')
      .evaluate((footer) => footer.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(footerLaidOut, 'the footer, at the bottom').toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrames(page);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
    expect(shifts).toEqual([]);
  });

  test("opened at a member's address, shows that member's heading at the top", async ({ page }) => {
    await page.goto(`${apiPage}#${lateMemberId}`);
    await waitForHydration(page);
    // The blocks around it are laid out when the page scrolls there; the heading stays where the link put it.
    for (let check = 0; check < 3; check += 1) {
      const top = await topOf(page, lateMemberId);
      expect(top).toBeGreaterThanOrEqual(headingTopRange.min);
      expect(top).toBeLessThanOrEqual(headingTopRange.max);
      await page.waitForTimeout(300);
    }
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
    // Dragging the scroll bar sends no input event the page hears; a moment after the link, the page lets go.
    await page.waitForTimeout(2_500);
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("finds a line of a paragraph far below the fold, as the browser's find bar does", async ({ page }) => {
    await page.goto(apiPage);
    await waitForHydration(page);
    const found = await page.evaluate(() => {
      // The first line of the last paragraph whose first line is found nowhere else on the page.
      const pageText = document.body.textContent!;
      const firstLine = (block: Element) => block.textContent!.trim().split('\n')[0]!;
      const paragraph = [...document.querySelectorAll('.markdown > p')]
        .filter((block) => block.firstElementChild && firstLine(block).length > 30)
        .filter((block) => pageText.split(firstLine(block)).length === 2)
        .at(-1)!;
      const skippedBefore = !paragraph.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
      const matched = (window as unknown as { find(text: string): boolean }).find(firstLine(paragraph));
      paragraph.id = 'found-paragraph';
      return { skippedBefore, matched, selectedInside: paragraph.contains(window.getSelection()!.anchorNode) };
    });
    expect(found).toEqual({ skippedBefore: true, matched: true, selectedInside: true });
    // Scrolled to, laid out, and still on screen once the blocks around it have taken their own heights.
    await page.waitForTimeout(500);
    await expect(page.locator('#found-paragraph')).toBeInViewport();
  });

  test('prints every block: the printout is as long as that of the page laid out whole', async ({ page }) => {
    await page.goto(apiPage);
    await waitForHydration(page);
    const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)!.length;
    const printed = pageCount(await page.pdf());
    await renderSkippedBlocks(page, true);
    expect(printed).toBe(pageCount(await page.pdf()));
    expect(printed).toBeGreaterThan(10);
  });
});

test.describe('a long page on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('brings a heading far below the fold to the top from its table of contents', async ({ page }) => {
    await page.goto(apiPage);
    await waitForHydration(page);
    const lastEntry = page.locator('.theme-doc-toc-desktop a').last();
    const id = (await lastEntry.getAttribute('href'))!.slice(1);
    await lastEntry.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(headingTopRange.min);
    expect(await topOf(page, id)).toBeLessThanOrEqual(headingTopRange.max);
    await expect(lastEntry).toHaveClass(/table-of-contents__link--active/);
  });

  test("shows a term's whole definition far down the page, not cut off by its block", async ({ page }) => {
    await page.goto(tutorialPage);
    await waitForHydration(page);
    const term = page.locator('article .markdown a[aria-describedby]').last();
    const tooltip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
    await term.scrollIntoViewIfNeeded();
    await term.hover();
    await expect(tooltip).toBeVisible();
    // A point in the lower part of the definition, below its paragraph's last line, belongs to the definition.
    const box = (await tooltip.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="tooltip"]')?.id ?? null,
      [box.x + box.width / 2, box.y + box.height - 4],
    );
    expect(hit).toBe(await tooltip.getAttribute('id'));
  });
});
