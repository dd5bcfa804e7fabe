import { expect, test, waitForHydration, type ExternalRequest } from './fixtures/site';
import { NO_MATCH_QUERY } from './fixtures/algolia';
import { expectModalErrorScreen, indexRequests, searchInModal } from './fixtures/search';

// These run against the build made with (fake) Algolia credentials, where the site talks to Algolia like stock
// Docusaurus; the stubs in fixtures/site.ts answer for Algolia.
const ALGOLIA_HOSTS = /algolia(net)?\.(net|com)$/;

const searchRequests = (requests: ExternalRequest[]) =>
  requests.filter(
    (request) => /algolia(net)?\.(net|com)\/1\/indexes\/.*\/queries/.test(request.url) && request.postData,
  );

test('the navbar search queries the docs index with contextual filters and lists hits', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: /search/i }).first();
  await expect(button).toContainText('Search');
  await button.click();
  const input = page.getByPlaceholder('Search docs');
  await expect(input).toBeFocused();
  await input.fill('addDocument');

  const modal = page.locator('.DocSearch-Modal');
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(modal.getByRole('option', { name: /Class: Builder/ })).toBeVisible();

  const [request] = searchRequests(externalRequests).slice(-1);
  const body = JSON.parse(request.postData!);
  const params = body.requests[0];
  expect(params.indexName).toBe('anemos-docs');
  expect(params.query).toBe('addDocument');
  expect(params.facetFilters).toEqual(
    expect.arrayContaining(['language:en', expect.arrayContaining(['docusaurus_tag:docs-default-current'])]),
  );

  await modal.getByRole('link', { name: /See all 3 results/ }).click();
  await expect(page).toHaveURL(/\/search\/\?q=addDocument$/);
});

test('the search page lists results for ?q=', async ({ page }) => {
  await page.goto('/search/?q=builder');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('builder');
  const results = page.locator('article');
  await expect(results.first()).toBeVisible();
  const builderHit = results.filter({ hasText: 'Class: Builder' });
  await expect(builderHit.getByRole('link', { name: 'addDocument()' })).toHaveAttribute(
    'href',
    '/docs/api/classes/Builder/#adddocument',
  );
  await expect(builderHit.getByRole('navigation', { name: 'breadcrumbs' })).toContainText('API Reference');
  expect(await results.count()).toBe(3);
});

test('a query without matches says so', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await page.getByPlaceholder('Search docs').fill(NO_MATCH_QUERY);
  const screen = page.locator('.DocSearch-NoResults').filter({ visible: true });
  await expect(screen).toContainText(`No results for "${NO_MATCH_QUERY}"`);
  await expect(screen).toContainText('Try searching for');
  const report = screen.getByRole('link', { name: 'Let us know.' });
  await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/ohayocorp\/anemos-docs\/issues\/new\?title=/);
  expect(decodeURIComponent(new URL((await report.getAttribute('href'))!).searchParams.get('title')!)).toContain(
    NO_MATCH_QUERY,
  );
});

test('an aborted Algolia request shows the error screen, in the modal and on the search page', async ({ page }) => {
  await page.route(
    (url) => ALGOLIA_HOSTS.test(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
  await expectModalErrorScreen(page);

  await page.goto('/search/?q=builder');
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
});

test('hosted search fetches no embedded index and keeps the Algolia preconnect', async ({ page }) => {
  const requested = indexRequests(page);
  const modal = await searchInModal(page, '/docs/', 'builder');
  await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.goto('/search/?q=builder');
  await expect(page.locator('article').first()).toBeVisible();
  expect(requested).toEqual([]);
  await expect(page.locator('link[rel="preconnect"][href="https://E2ETESTAPP-dsn.algolia.net"]')).toHaveCount(1);
});
