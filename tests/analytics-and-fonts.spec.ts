import { expect, test, waitForHydration, type ExternalRequest } from './fixtures/site';

const pageViews = (requests: ExternalRequest[]) =>
  requests
    .filter((request) => request.url.startsWith('https://www.google-analytics.com/g/collect'))
    .map((request) => new URL(request.url).searchParams)
    .filter((params) => params.get('en') === 'page_view')
    .map((params) => new URL(params.get('dl')!).pathname);

const loadedSoraFaces = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Sora' && face.status === 'loaded')
        .length,
  );

test('one page view is sent for the first load and for each client-side navigation', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => pageViews(externalRequests)).toEqual(['/']);
  expect(
    externalRequests.some((request) => request.url.startsWith('https://www.googletagmanager.com/gtag/js?id=')),
  ).toBe(true);

  // The navbar's Docs link opens the release's docs.
  await page.locator('.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/0\.2\/$/);
  await expect.poll(() => pageViews(externalRequests)).toEqual(['/', '/docs/0.2/']);

  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Installation', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/0\.2\/installation\/$/);
  await expect.poll(() => pageViews(externalRequests)).toEqual(['/', '/docs/0.2/', '/docs/0.2/installation/']);

  await page.goBack();
  await expect
    .poll(() => pageViews(externalRequests))
    .toEqual(['/', '/docs/0.2/', '/docs/0.2/installation/', '/docs/0.2/']);
});

test('the web font comes from the provider without blocking rendering', async ({ page, request, externalRequests }) => {
  // Not in the served HTML, where it would hold the first paint until the provider answered.
  const served = await (await request.get('/docs/')).text();
  expect(served).not.toMatch(/<link[^>]+fonts\.googleapis\.com\/css2/);
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect(page.locator('link[rel="preconnect"][href="https://fonts.googleapis.com"]')).toHaveCount(1);
  await expect(page.locator('link[rel="preconnect"][href="https://fonts.gstatic.com"]')).toHaveCount(1);
  const stylesheet = page.locator('link[rel="stylesheet"][href^="https://fonts.googleapis.com/css2"]');
  await expect(stylesheet).toHaveAttribute('href', /family=Sora.*display=swap/);
  expect(externalRequests.some((request) => request.url.startsWith('https://fonts.googleapis.com/css2'))).toBe(true);
  await expect.poll(() => loadedSoraFaces(page)).toBeGreaterThan(0);
  const family = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  expect(family).toMatch(/^Sora, "Sora Fallback", system-ui/);
});
