import { builtPage } from './fixtures/built';
import { docsSidebarTopLevel } from './fixtures/docs-sidebar';
import { expect, test, waitForHydration } from './fixtures/site';

test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab continues inside the content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('the docs sidebar cannot be hidden and its categories stay open', async ({ page }) => {
  await page.goto('/docs/tutorial/getting-started/');
  await waitForHydration(page);
  const sidebar = page.locator('.theme-doc-sidebar-container');
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toHaveCount(0);
  const categories = sidebar.locator('.theme-doc-sidebar-item-category');
  expect(await categories.count()).toBeGreaterThanOrEqual(5);
  await expect(sidebar.locator('.menu__list-item--collapsed')).toHaveCount(0);
  // Every top-level item, and a category nested in one.
  for (const label of [...docsSidebarTopLevel, 'YAML Manipulation']) {
    await expect(sidebar.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
  }
  // Opening one category leaves the others open.
  await sidebar.getByRole('link', { name: 'Comparison', exact: true }).click();
  await expect(sidebar.locator('.menu__list-item--collapsed')).toHaveCount(0);
});

test('the sidebar follows the order of the guide', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  const topLevel = await page
    .locator('.theme-doc-sidebar-menu > li > a, .theme-doc-sidebar-menu > li > div > a')
    .allInnerTexts();
  expect(topLevel.map((label) => label.trim())).toEqual(docsSidebarTopLevel);
});

test('the table of contents covers h2 and h3 only', async ({ page }) => {
  // API pages have h4 headings (parameters, returns), so they show what the TOC leaves out.
  await page.goto('/docs/api/classes/Builder/');
  await waitForHydration(page);
  const toc = page.locator('.table-of-contents').first();
  const anchors = await toc
    .locator('a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
  expect(anchors.length).toBeGreaterThan(3);
  const levels = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(id)?.tagName ?? 'missing'),
    anchors,
  );
  expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
  expect(await page.locator('article h4').count()).toBeGreaterThan(0);
});

test('docs pages carry the version and tag metadata that contextual search filters on', async ({ page }) => {
  await page.goto('/docs/');
  await expect(page.locator('meta[name="docsearch:version"]')).toHaveAttribute('content', 'current');
  await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute(
    'content',
    'docs-default-current',
  );
});

test("each category page's cards show the description of the doc they link to, after a client-side navigation too", async ({
  page,
}) => {
  const categoryPages = [
    '/docs/category/simple-tutorial/',
    '/docs/category/detailed-tutorial/',
    '/docs/category/comparison/',
    '/docs/category/reference/',
    '/docs/category/yaml-manipulation/',
    '/docs/0.2/category/simple-tutorial/',
    '/docs/0.2/category/detailed-tutorial/',
  ];
  for (const categoryPage of categoryPages) {
    await page.goto(categoryPage);
    await waitForHydration(page);
    const cards = await page
      .locator('main a.card')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href')!, description: link.querySelector('p')?.textContent })),
      );
    expect(cards.length, categoryPage).toBeGreaterThan(0);
    for (const { href, description } of cards) {
      if (href.includes('/category/')) {
        // A category's own card counts its items.
        expect(description, href).toMatch(/^\d+ items?$/);
      } else {
        const metaDescription = builtPage(href)('meta[name="description"]').attr('content');
        expect(metaDescription, href).toBeTruthy();
        expect(description, href).toBe(metaDescription);
      }
    }
  }
  // Rendered in the browser from the docs version data rather than from the server's HTML.
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await page
    .locator('.theme-doc-sidebar-container')
    .getByRole('link', { name: 'Detailed Tutorial', exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs\/category\/detailed-tutorial\/$/);
  await expect(page.locator('main a.card p').first()).not.toBeEmpty();
  expect(await page.locator('main a.card p').allTextContents()).not.toContain('');
});
