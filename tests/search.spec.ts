import { expect, test } from './fixtures/site';
import { releasedDocsVersion } from '../scripts/site-under-test.mjs';
import {
  EMBEDDED_INDEX_URL,
  embeddedIndexVersion,
  expectModalErrorScreen,
  indexRequests,
  searchInModal,
} from './fixtures/search';

// A build without Algolia credentials answers from its embedded index; no external host may be needed for that.
test.use({ blockExternalHosts: true });

const XSS_QUERY = '<img src=x onerror=alert(1)>';

test('the modal answers from the embedded index, grouped by section', async ({ page, externalRequests }) => {
  const requested = indexRequests(page);
  const modal = await searchInModal(page, '/docs/installation/', 'builder');
  await expect(modal.locator('.DocSearch-Hit-source', { hasText: 'API Reference' })).toBeVisible();
  await expect(modal.locator('.DocSearch-Hit-source').first()).toBeVisible();
  await expect(modal.getByRole('option', { name: /Class: Builder/ }).first()).toBeVisible();
  expect(requested.map(embeddedIndexVersion)).toEqual(['current']);
  expect(externalRequests.filter((request) => /algolia/.test(request.url))).toEqual([]);
});

test("search from a 0.2 page answers with 0.2 pages, from 0.2's index only", async ({ page }) => {
  const requested = indexRequests(page);
  const modal = await searchInModal(page, '/docs/0.2/installation/', 'builder');
  const hitLinks = modal.locator('.DocSearch-Hit a');
  await expect(hitLinks.first()).toBeVisible();
  const hrefs = await hitLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const docsHrefs = hrefs.filter((href) => href.startsWith('/docs/'));
  expect(docsHrefs.length).toBeGreaterThan(0);
  expect(docsHrefs.filter((href) => !href.startsWith('/docs/0.2/'))).toEqual([]);
  expect(requested.map(embeddedIndexVersion)).toEqual(['0.2']);
});

test('the index is fetched only when search is first used', async ({ page }) => {
  // The search engine's chunk (MiniSearch) is loaded on first use too.
  const requested = indexRequests(page, /minisearch/i);
  await page.goto('/docs/');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test('addDocument finds the Builder API page, with its anchor', async ({ page }) => {
  const modal = await searchInModal(page, '/docs/', 'addDocument');
  const hit = modal.locator('.DocSearch-Hit', {
    has: page.locator('a[href="/docs/api/classes/Builder/#adddocument"]'),
  });
  await expect(hit).toBeVisible();
  await expect(hit).toContainText('addDocument');
  await expect(hit).toContainText('Class: Builder');
});

test('ImageVolume finds the blog post', async ({ page }) => {
  const modal = await searchInModal(page, '/docs/', 'ImageVolume');
  await expect(modal.locator('.DocSearch-Hit-source', { hasText: 'Blog' })).toBeVisible();
  await expect(modal.locator('.DocSearch-Hit a[href^="/blog/mounting-large-files/"]').first()).toBeVisible();
});

test('a word from the release notes finds the entry, under the Changelog section', async ({ page }) => {
  const modal = await searchInModal(page, `/docs/${releasedDocsVersion}/`, 'addDocumentGroup');
  await expect(modal.locator('.DocSearch-Hit-source', { hasText: 'Changelog' })).toBeVisible();
  await expect(modal.locator('.DocSearch-Hit a[href^="/changelog/v0.2.1/"]').first()).toBeVisible();
});

test('a typo still finds Builder', async ({ page }) => {
  const modal = await searchInModal(page, '/docs/', 'buidler');
  const hit = modal.locator('.DocSearch-Hit a[href^="/docs/api/classes/Builder/"]').first();
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark').first()).toHaveText(/builder/i);
});

test('"See all results" leads to the search page, which lists results with breadcrumbs', async ({ page }) => {
  const modal = await searchInModal(page, `/docs/${releasedDocsVersion}/`, 'addDocument');
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
  await modal.getByRole('link', { name: /See all \d+ results/ }).click();
  await expect(page).toHaveURL(/\/search\/\?q=addDocument$/);
  const results = page.locator('article');
  const builderHit = results.filter({
    has: page.locator(`a[href="/docs/${releasedDocsVersion}/api/classes/Builder/#adddocument"]`),
  });
  await expect(builderHit).toHaveCount(1);
  await expect(builderHit.getByRole('navigation', { name: 'breadcrumbs' })).toContainText('API Reference');
  await expect(builderHit.getByRole('navigation', { name: 'breadcrumbs' })).toContainText('Class: Builder');
  await expect(builderHit.locator('.search-result-match').first()).toHaveText(/addDocument/i);
});

test('the search page searches the release by default and offers the other version', async ({ page }) => {
  await page.goto('/search/?q=builder');
  const versionSelect = page.getByRole('combobox', { name: 'Docs version' });
  await expect(versionSelect).toHaveValue(releasedDocsVersion);
  const docsHrefs = () =>
    page
      .locator('article h2 a')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/docs/')),
      );
  await expect(page.locator('article').first()).toBeVisible();
  expect((await docsHrefs()).filter((href) => !href.startsWith(`/docs/${releasedDocsVersion}/`))).toEqual([]);

  await versionSelect.selectOption({ label: 'Next' });
  await expect(page.locator(`article h2 a[href^="/docs/${releasedDocsVersion}/"]`)).toHaveCount(0);
  await expect(page.locator('article h2 a[href^="/docs/"]').first()).toBeVisible();
});

test('a query without matches offers suggestions and a report link', async ({ page }) => {
  const query = 'qwertyzzz';
  const modal = await searchInModal(page, '/docs/', query);
  const screen = modal.locator('.DocSearch-NoResults').filter({ visible: true });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(`No results for "${query}"`);
  await expect(screen).toContainText('Try searching for');
  const suggestion = screen.locator('.DocSearch-Prefill').first();
  await expect(suggestion).toBeVisible();
  const report = screen.getByRole('link', { name: 'Let us know.' });
  await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/ohayocorp\/anemos-docs\/issues\/new\?title=/);
  expect(new URL((await report.getAttribute('href'))!).searchParams.get('title')).toContain(query);

  // A suggestion is typed into the search box and answered like any query.
  const suggested = (await suggestion.textContent())!;
  await suggestion.click();
  await expect(page.getByPlaceholder('Search docs')).toHaveValue(`${suggested.toLowerCase()} `);
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(screen).toBeHidden();
});

test('a failed index fetch shows the error screen in the modal and on the search page', async ({ page }) => {
  await page.route(EMBEDDED_INDEX_URL, (route) => route.abort('internetdisconnected'));
  await expectModalErrorScreen(page);

  await page.goto('/search/?q=builder');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to fetch results');
  await expect(alert).toContainText('You might want to check your network connection.');

  // Once the index is reachable again, "Try again" searches anew.
  await page.unroute(EMBEDDED_INDEX_URL);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('article').first()).toBeVisible();
});

test('the search page reports a failure without uncaught errors', async ({ page, consoleErrors }) => {
  await page.route(EMBEDDED_INDEX_URL, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/search/?q=builder');
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  // The failed fetch itself is logged by the browser; nothing may be thrown.
  expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
});

test('an HTML query renders as inert text in the modal and on the search page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const modal = await searchInModal(page, '/docs/', XSS_QUERY);
  await expect(modal.locator('.DocSearch-NoResults strong').filter({ visible: true })).toHaveText(XSS_QUERY);
  expect(await modal.locator('img[src="x"]').count()).toBe(0);

  await page.goto(`/search/?q=${encodeURIComponent(XSS_QUERY)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(XSS_QUERY);
  await expect(page.getByText('No results were found')).toBeVisible();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('embedded search shows no Algolia branding and opens no connection to Algolia', async ({ page }) => {
  await page.goto('/docs/');
  expect(await page.locator('link[href*="algolia"]').count()).toBe(0);
  const modal = await searchInModal(page, '/docs/', 'builder');
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(modal.locator('.DocSearch-Logo')).toBeHidden();
  expect(await page.locator('link[href*="algolia"]').count()).toBe(0);

  await page.goto('/search/?q=builder');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Powered by Algolia' })).toBeHidden();
});
