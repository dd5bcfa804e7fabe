import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './fixtures/site';

/** Collects the same-origin scripts the page fetches whose source contains the marker. */
function scriptsContaining(page: Page, marker: string): string[] {
  const matches: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text()).includes(marker)) {
      matches.push(new URL(response.url()).pathname);
    }
  });
  return matches;
}

// `mermaidAPI` and `DocSearch-Modal` occur only in the Mermaid library and in the DocSearch modal bundle.
test('Mermaid loads only when a diagram nears the viewport', async ({ page }) => {
  const mermaidScripts = scriptsContaining(page, 'mermaidAPI');
  await page.goto('/blog/mounting-large-files/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(mermaidScripts).toEqual([]);
  await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  expect(mermaidScripts.length).toBeGreaterThan(0);
});

test('the DocSearch modal loads only when the reader opens search', async ({ page }) => {
  const modalScripts = scriptsContaining(page, 'DocSearch-Modal');
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(modalScripts).toEqual([]);
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await expect(page.getByPlaceholder('Search docs')).toBeVisible();
  expect(modalScripts.length).toBeGreaterThan(0);
});
