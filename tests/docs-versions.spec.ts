// The two docs versions as a reader meets them: the release (0.2) by default, Next behind a banner, and the version
// menu that moves between the same page in each.
import { release } from '../src/siteFacts';
import { builtPage } from './fixtures/built';
import { expect, test, waitForHydration } from './fixtures/site';

const releaseDocs = `/docs/${release.version}/`;
const preferredVersionKey = 'docs-preferred-version-default';

test('the Docs link, the footer and the home page land on the release', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' })).toHaveAttribute(
    'href',
    releaseDocs,
  );
  await expect(page.locator('footer').getByRole('link', { name: 'Installation' })).toHaveAttribute(
    'href',
    `${releaseDocs}installation/`,
  );
});

test('the version menu opens the same page in the other version and remembers the choice', async ({ page }) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await navbar.getByRole('button', { name: 'Next' }).hover();
  await navbar.getByRole('link', { name: release.version, exact: true }).click();
  await expect(page).toHaveURL(`${releaseDocs}installation/`);
  expect(await page.evaluate((key) => localStorage.getItem(key), preferredVersionKey)).toBe(release.version);

  await navbar.getByRole('button', { name: release.version }).hover();
  await navbar.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL('/docs/installation/');
  expect(await page.evaluate((key) => localStorage.getItem(key), preferredVersionKey)).toBe('current');
});

test('every Next page says what it describes and links the same page in the release', () => {
  for (const [nextPage, releasePage] of [
    ['/docs/', releaseDocs],
    ['/docs/installation/', `${releaseDocs}installation/`],
  ]) {
    // Read from the server's HTML: the banner is there before any script runs, so it cannot shift the page.
    const banner = builtPage(nextPage)('.theme-doc-version-banner');
    expect(banner.text(), nextPage).toContain('the development snapshot of 31 July 2025, which no release runs');
    expect(banner.find('a').attr('href'), nextPage).toBe(releasePage);
  }
});

test("a Next page without a counterpart in the release links the release's overview", () => {
  // 0.2 has no YAML node types, so YAML Basics has no 0.2 page.
  const banner = builtPage('/docs/reference/yaml-manipulation/yaml-basics/')('.theme-doc-version-banner');
  expect(banner.find('a').attr('href')).toBe(releaseDocs);
});

test('every release page names the release and the Kubernetes versions it supports, without a banner', () => {
  for (const releasePage of [releaseDocs, `${releaseDocs}installation/`, `${releaseDocs}api/classes/Builder/`]) {
    const $ = builtPage(releasePage);
    expect($('.theme-doc-version-badge').text(), releasePage).toBe(
      `Anemos ${release.version} (${release.tag}), Kubernetes ${release.kubernetesVersions}`,
    );
    expect($('.theme-doc-version-badge').attr('href'), releasePage).toBe(`/changelog/${release.tag}/`);
    expect($('.theme-doc-version-banner'), releasePage).toHaveLength(0);
  }
});

test('the installation page of the release downloads exactly its release, never the latest one', () => {
  const $ = builtPage(`${releaseDocs}installation/`);
  const article = $('article');
  const text = [article.text(), ...article.find('a').map((_, link) => $(link).attr('href') ?? '')].join('\n');
  const downloads = [...text.matchAll(/https:\/\/github\.com\/ohayocorp\/anemos\/releases\/download\/[^\s"'`]+/g)].map(
    (match) => match[0],
  );
  expect(downloads.length).toBeGreaterThan(0);
  expect(downloads.filter((url) => !url.startsWith(release.downloadUrl))).toEqual([]);
  expect(text).not.toMatch(/releases\/latest/);
});

test("the compatibility table on each version's installation page gives the release the badge's Kubernetes range", () => {
  const badge = builtPage(releaseDocs)('.theme-doc-version-badge').text();
  const badgeRange = /Kubernetes (\S+)$/.exec(badge)?.[1];
  expect(badgeRange, badge).toBeDefined();
  const tables = ['/docs/installation/', `${releaseDocs}installation/`].map((installationPage) => {
    const $ = builtPage(installationPage);
    const table = $('article table').filter((_, element) => $(element).find('th').first().text() === 'Version');
    expect(table, installationPage).toHaveLength(1);
    const column = table
      .find('thead th')
      .map((_, cell) => $(cell).text())
      .get()
      .indexOf('Kubernetes versions it knows');
    return Object.fromEntries(
      table
        .find('tbody tr')
        .map((_, row) => [[$(row).children().eq(0).text(), $(row).children().eq(column).text()]])
        .get(),
    ) as Record<string, string>;
  });
  expect(Object.keys(tables[0]!)).toEqual(['Next (73d3b32)', 'v0.1.0', 'v0.2.0', 'v0.2.1']);
  expect(tables[1]).toEqual(tables[0]);
  // The badge speaks for the release the docs describe; the two releases before it carry the same built-in lists.
  for (const tag of ['v0.1.0', 'v0.2.0', release.tag]) {
    expect(tables[0]![tag], tag).toBe(badgeRange);
  }
});
