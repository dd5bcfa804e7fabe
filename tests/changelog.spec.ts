// The release notes at /changelog/: a second blog, with its own list and feeds, that readers reach from the footer
// and from the release's version badge.
import { releases } from '../src/data/releases';
import { builtPage } from './fixtures/built';
import { expect, test, waitForHydration } from './fixtures/site';

const entryTitle = (tag: string) => `Anemos ${tag}`;

test('the changelog lists the three releases newest first, each dated with its release', async ({ page }) => {
  await page.goto('/changelog/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  const entries = page.getByRole('main').locator('article');
  await expect(entries).toHaveCount(releases.length);
  for (const [index, release] of releases.entries()) {
    const entry = entries.nth(index);
    await expect(entry.getByRole('heading', { level: 2 })).toHaveText(entryTitle(release.tag));
    await expect(entry.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', release.notesPath);
    const published = await entry.locator('header time').getAttribute('datetime');
    expect(new Date(published!).toISOString(), release.tag).toBe(new Date(release.date).toISOString());
    // The date a reader sees, in the site's locale.
    const shown = new Date(release.date).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await expect(entry.locator('header time')).toHaveText(shown);
    // The link under the excerpt names what it opens: the release's notes, not a blog post.
    const readMore = entry.getByRole('link', { name: `Read the full release notes: ${entryTitle(release.tag)}` });
    await expect(readMore).toHaveText('Read the full release notes');
    await expect(readMore).toHaveAttribute('href', release.notesPath);
  }
});

test('the footer leads to the changelog, which advertises its own feeds', async ({ page, request }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'Changelog', exact: true }).click();
  await expect(page).toHaveURL(/\/changelog\/$/);
  for (const [name, type, feedPath] of [
    ['RSS', 'application/rss+xml', '/changelog/rss.xml'],
    ['Atom', 'application/atom+xml', '/changelog/atom.xml'],
  ] as const) {
    await expect(page.locator(`head link[rel="alternate"][type="${type}"][href$="${feedPath}"]`)).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', feedPath);
    const feed = await request.get(feedPath);
    expect(feed.status(), feedPath).toBe(200);
    expect(await feed.text(), feedPath).toContain(entryTitle(releases[0].tag));
  }
});

test("the blog's list, sidebar and tags hold no release notes", async ({ page }) => {
  for (const blogPage of ['/blog/', '/blog/archive/', '/blog/tags/anemos/']) {
    await page.goto(blogPage);
    for (const release of releases) {
      await expect(page.getByRole('link', { name: entryTitle(release.tag) }), blogPage).toHaveCount(0);
    }
  }
});

test("each entry links its version's docs and installation page, and the breaking releases the migration page", () => {
  const links = (notesPath: string) => {
    const $ = builtPage(notesPath);
    return $('article .markdown a')
      .map((_, link) => $(link).attr('href'))
      .get();
  };
  for (const tag of ['v0.2.1', 'v0.2.0']) {
    expect(links(`/changelog/${tag}/`), tag).toEqual(
      expect.arrayContaining(['/docs/0.2/', '/docs/0.2/installation/', '/docs/0.2/migration/']),
    );
  }
  // No docs version describes v0.1.0: the entry says so and links the nearest docs and its download page.
  const firstRelease = builtPage('/changelog/v0.1.0/')('article .markdown');
  expect(firstRelease.text()).toContain('No docs version on this site describes v0.1.0');
  expect(links('/changelog/v0.1.0/')).toEqual(
    expect.arrayContaining([
      '/docs/',
      '/docs/installation/',
      '/docs/0.2/',
      'https://github.com/ohayocorp/anemos/releases/tag/v0.1.0',
    ]),
  );
});
