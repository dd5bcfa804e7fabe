import { expect, test, waitForHydration } from './fixtures/site';

const postTitle = 'Mounting Large Files to Containers Efficiently';
const postPath = '/blog/mounting-large-files/';

test('the post shows its date, author, tags and reading time', async ({ page }) => {
  await page.goto(postPath);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  const header = page.locator('article header');
  await expect(header.locator('time')).toHaveAttribute('datetime', /^2025-08-04/);
  await expect(header).toContainText(/\d+ min read/);
  await expect(header).toContainText('Yusuf Günaydın');
  for (const tag of ['Kubernetes', 'Volumes', 'LLM', 'Anemos']) {
    await expect(page.locator('article footer').getByRole('link', { name: tag, exact: true })).toBeVisible();
  }
});

test('the blog list shows an excerpt, reading time and a sidebar grouped by year', async ({ page }) => {
  await page.goto('/blog/');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: postTitle }).first()).toBeVisible();
  await expect(page.locator('article').first()).toContainText(/\d+ min read/);
  await expect(page.getByRole('link', { name: /read the full post/i }).first()).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: /blog recent posts navigation/i });
  await expect(sidebar.getByRole('heading', { name: '2025' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: postTitle })).toBeVisible();
});

test('archive, authors and tag pages list the post', async ({ page }) => {
  for (const path of [
    '/blog/archive/',
    '/blog/authors/',
    '/blog/tags/',
    '/blog/tags/anemos/',
    '/blog/tags/kubernetes/',
    '/blog/tags/llm/',
    '/blog/tags/volumes/',
  ]) {
    await page.goto(path);
    if (path === '/blog/tags/') {
      await expect(page.getByRole('main').getByRole('link', { name: /^Anemos/ })).toBeVisible();
      continue;
    }
    if (path === '/blog/authors/') {
      await expect(page.getByText('Yusuf Günaydın').first()).toBeVisible();
      continue;
    }
    await expect(page.getByRole('link', { name: postTitle }).first(), path).toBeVisible();
  }
});
