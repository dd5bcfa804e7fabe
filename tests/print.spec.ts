import { expect, test, waitForHydration } from './fixtures/site';

// The cheat sheet is meant to be printed, and any docs page may be: on paper the page keeps its article alone, across
// the whole width, without the navbar, the sidebar, the table of contents, the footer or the announcement bar.
const printedPages = [
  '/docs/0.2/reference/cheat-sheet/',
  '/docs/reference/cheat-sheet/',
  '/docs/0.2/comparison/helm-users/',
];

const screenOnly = [
  '.theme-layout-navbar',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-layout-footer',
  '.theme-announcement-bar',
];

test.use({ viewport: { width: 1280, height: 900 } });

for (const route of printedPages) {
  test(`${route} prints its article alone, across the page`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    for (const selector of screenOnly) {
      await expect(page.locator(selector).first(), `${selector} on screen`).toBeVisible();
    }
    // The share of its row the article takes: beside the table of contents on screen, the whole row on paper.
    const share = () =>
      page
        .locator('article')
        .evaluate((article) => article.getBoundingClientRect().width / article.closest('.row')!.clientWidth);
    expect(await share()).toBeLessThan(0.8);

    await page.emulateMedia({ media: 'print' });
    for (const selector of screenOnly) {
      await expect(page.locator(selector).first(), `${selector} in print`).toBeHidden();
    }
    expect(await share()).toBeGreaterThan(0.95);
    // The row itself is no longer narrowed by the sidebar.
    const rowWidth = await page.locator('article').evaluate((article) => article.closest('.row')!.clientWidth);
    expect(rowWidth).toBeGreaterThan(1100);
  });
}
