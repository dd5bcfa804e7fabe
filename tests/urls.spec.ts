import { expect, test, waitForHydration } from './fixtures/site';

for (const [requested, clean] of [
  ['/docs/installation/index.html', '/docs/installation/'],
  ['/docs/installation.html', '/docs/installation/'],
  ['/blog/index.html', '/blog/'],
  ['/docs/tutorial/getting-started.html?tab=1#project-structure', '/docs/tutorial/getting-started/'],
]) {
  test(`${requested} ends at the clean path`, async ({ page }) => {
    await page.goto(requested);
    await waitForHydration(page);
    await expect(page).toHaveURL((url) => url.pathname === clean);
    const url = new URL(page.url());
    const original = new URL(requested, url);
    expect(url.search).toBe(original.search);
    expect(url.hash).toBe(original.hash);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
}

test('an unknown path shows the not-found page with links onward', async ({ page }) => {
  const response = await page.goto('/docs/no-such-page/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const onward = page.getByRole('navigation', { name: 'Where to go from here' });
  await expect(onward.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(onward.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute('href', '/docs/');
  await expect(onward.getByRole('link', { name: 'Browse the blog' })).toHaveAttribute('href', '/blog/');
  await expect(onward.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/search/');
});

for (const path of ['/', '/docs/', '/docs/tutorial/components-and-actions/', '/docs/api/classes/Builder/', '/blog/']) {
  test(`internal links on ${path} end with a slash`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      const { pathname } = new URL(href, 'http://site');
      if (/\.[a-z0-9]+$/i.test(pathname)) {
        continue; // files such as feeds and images keep their extension
      }
      expect(pathname, href).toMatch(/\/$/);
    }
  });
}
