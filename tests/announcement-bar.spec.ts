import { expect, test, waitForHydration } from './fixtures/site';

const bar = (page: import('@playwright/test').Page) => page.getByRole('banner').filter({ hasText: 'New on the blog' });

test('the announcement bar can be dismissed and stays dismissed after a reload', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', { name: 'Close' }).click();
  await expect(bar(page)).toBeHidden();

  await page.reload();
  await waitForHydration(page);
  await expect(bar(page)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
});

test('a bar with a new id shows again on the first load after the id changed', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  // A reader who dismissed an earlier announcement: the stored id is not the current one.
  await page.evaluate(() => {
    window.localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  await waitForHydration(page);
  await expect(bar(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
});
