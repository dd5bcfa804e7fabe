// "Was this page helpful?" at the end of every docs page and post, and "Report a problem with this page" beside
// "Edit this page": both open a prefilled issue in the docs repository, and an answer goes to the site's analytics.
import type { Page, Route } from '@playwright/test';

import { docsRepositoryUrl, productionUrl } from '../src/siteFacts';
import { builtPage } from './fixtures/built';
import { expect, test, waitForHydration, type ExternalRequest } from './fixtures/site';

const feedbackEvents = (requests: ExternalRequest[]) =>
  requests
    .filter((request) => request.url.startsWith('https://www.google-analytics.com/g/collect'))
    .map((request) => new URL(request.url).searchParams)
    .filter((params) => params.get('en') === 'page_feedback');

const analyticsRequests = (requests: ExternalRequest[]) =>
  requests.filter((request) => /(googletagmanager|google-analytics)\.com$/.test(new URL(request.url).hostname));

/** The page, the version and the title a prefilled issue names, read from its address. */
function prefilledIssue(href: string | null) {
  const url = new URL(href!);
  expect(`${url.origin}${url.pathname}`).toBe(`${docsRepositoryUrl}/issues/new`);
  const body = url.searchParams.get('body') ?? '';
  return {
    title: url.searchParams.get('title'),
    page: /^Page: (\S+)$/m.exec(body)?.[1],
    version: /^Docs version: (.+)$/m.exec(body)?.[1],
  };
}

const feedback = (page: Page) => page.getByRole('region', { name: 'Page feedback' });

test('the question is part of the server HTML of docs pages and posts, not of list pages', () => {
  for (const pagePath of [
    '/docs/0.2/installation/',
    '/docs/tutorial/getting-started/',
    '/docs/0.2/api/classes/Builder/',
    '/blog/mounting-large-files/',
    '/changelog/v0.2.1/',
  ]) {
    const $ = builtPage(pagePath);
    const region = $('article section[aria-label="Page feedback"]');
    expect(region.text(), pagePath).toContain('Was this page helpful?');
    expect(region.find('[aria-live="polite"] button').length, pagePath).toBe(2);
  }
  for (const listPage of ['/blog/', '/changelog/']) {
    expect(builtPage(listPage)('section[aria-label="Page feedback"]'), listPage).toHaveLength(0);
  }
});

test('a "No" is announced, sends one analytics event with the page and version, and offers a prefilled issue', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/docs/0.2/installation/');
  await waitForHydration(page);
  const region = feedback(page);
  const heightBefore = (await region.boundingBox())!.height;
  await region.getByRole('button', { name: 'No' }).click();

  const liveRegion = region.locator('[aria-live="polite"]');
  await expect(liveRegion).toContainText('Thank you for your answer.');
  await expect(region.getByRole('button')).toHaveCount(0);
  expect((await region.boundingBox())!.height, 'the answer takes the room the question kept for it').toBe(heightBefore);

  await expect.poll(() => feedbackEvents(externalRequests).length).toBe(1);
  const [event] = feedbackEvents(externalRequests);
  expect(event!.get('ep.page_path')).toBe('/docs/0.2/installation/');
  expect(event!.get('ep.docs_version')).toBe('0.2');
  expect(event!.get('ep.answer')).toBe('no');

  const issue = prefilledIssue(
    await liveRegion.getByRole('link', { name: 'Tell us what to fix in a GitHub issue' }).getAttribute('href'),
  );
  expect(issue).toEqual({
    title: 'Docs: Installation',
    page: new URL('/docs/0.2/installation/', productionUrl).href,
    version: '0.2',
  });
});

test('a "Yes" on a post is sent without a docs version, and offers no issue', async ({ page, externalRequests }) => {
  await page.goto('/changelog/v0.2.1/');
  await waitForHydration(page);
  await feedback(page).getByRole('button', { name: 'Yes' }).click();
  await expect(feedback(page)).toContainText('Thank you for your answer.');
  await expect(feedback(page).getByRole('link')).toHaveCount(0);
  await expect.poll(() => feedbackEvents(externalRequests).length).toBe(1);
  const [event] = feedbackEvents(externalRequests);
  expect([event!.get('ep.page_path'), event!.get('ep.docs_version'), event!.get('ep.answer')]).toEqual([
    '/changelog/v0.2.1/',
    'none',
    'yes',
  ]);
});

test('"Report a problem with this page" sits beside "Edit this page" on hand-written docs pages only', () => {
  for (const [pagePath, title, version] of [
    ['/docs/0.2/installation/', 'Docs: Installation', '0.2'],
    ['/docs/installation/', 'Docs: Installation', 'Next'],
    ['/docs/0.2/tutorial/getting-started/', 'Docs: Getting Started', '0.2'],
  ]) {
    const $ = builtPage(pagePath!);
    const editRow = $('.theme-doc-footer-edit-meta-row');
    expect(editRow.find('a.theme-edit-this-page'), pagePath).toHaveLength(1);
    const report = editRow.find('a').filter((_, link) => $(link).text() === 'Report a problem with this page');
    expect(report, pagePath).toHaveLength(1);
    expect(prefilledIssue(report.attr('href')!), pagePath).toEqual({
      title,
      page: new URL(pagePath!, productionUrl).href,
      version,
    });
  }
  // Generated API pages have no source to edit, and no report link either; posts have no docs version to report.
  for (const pagePath of ['/docs/0.2/api/classes/Builder/', '/blog/mounting-large-files/']) {
    expect(builtPage(pagePath)('body').text(), pagePath).not.toContain('Report a problem with this page');
  }
});

/** Serves each page as a build without a measurement ID would: without the gtag snippet and script. */
async function withoutAnalytics(route: Route): Promise<void> {
  const response = await route.fetch();
  const html = (await response.text())
    .replace(/<script[^>]*src="https:\/\/www\.googletagmanager\.com\/[^"]*"[^>]*><\/script>/g, '')
    .replace(/<script>(?:(?!<\/script>)[\s\S])*function gtag\(\)(?:(?!<\/script>)[\s\S])*<\/script>/g, '');
  await route.fulfill({ response, body: html });
}

test('with analytics off, answering sends nothing and logs no error', async ({
  page,
  externalRequests,
  consoleErrors,
}) => {
  await page.route(
    (url) => url.pathname.endsWith('/'),
    (route) => (route.request().resourceType() === 'document' ? withoutAnalytics(route) : route.fallback()),
  );
  await page.goto('/docs/0.2/installation/');
  await waitForHydration(page);
  expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');

  await feedback(page).getByRole('button', { name: 'No' }).click();
  await expect(feedback(page)).toContainText('Thank you for your answer.');
  await expect(feedback(page).getByRole('link', { name: 'Tell us what to fix in a GitHub issue' })).toBeVisible();
  // Give a stray request time to leave before counting.
  await page.waitForLoadState('networkidle');
  expect(analyticsRequests(externalRequests)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
