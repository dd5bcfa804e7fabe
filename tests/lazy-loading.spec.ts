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

// `mermaidAPI`, `DocSearch-Modal` and `plain-text` occur only in the Mermaid library, the DocSearch modal bundle and
// Prism's grammars.
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

test('Prism loads only when a client-side navigation renders code', async ({ page }) => {
  const prismScripts = scriptsContaining(page, 'plain-text');
  await page.goto('/docs/tutorial/generating-kubernetes-manifests/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The code on the first page arrives highlighted from the server.
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
  expect(prismScripts).toEqual([]);
  await page.locator('article').getByRole('link', { name: 'Components and Actions' }).first().click();
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
  expect(prismScripts.length).toBeGreaterThan(0);
});
