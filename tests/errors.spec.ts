import { expect, test, waitForHydration } from './fixtures/site';

test('a render failure shows the crash page, and "Try again" recovers', async ({ page }) => {
  await page.goto('/tests/crash/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Crash this page' }).click();
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.getByText('Render failure triggered on purpose')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crash test' })).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});

test('a chunk that fails to load shows the loader error with "Retry", which loads it again', async ({ page }) => {
  await page.goto('/tests/loader-error/');
  await waitForHydration(page);
  // Chunk files are named by number, so the panel's is recognized by its text.
  let failPanel = true;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const isPanel = (await response.text()).includes('The lazily loaded panel is here.');
    return isPanel && failPanel ? route.abort('failed') : route.fulfill({ response });
  });

  await page.getByRole('button', { name: 'Load the panel' }).click();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText(/ChunkLoadError|Loading chunk/)).toBeVisible();

  failPanel = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The lazily loaded panel is here.')).toBeVisible();
});
