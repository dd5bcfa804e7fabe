import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './fixtures/site';

/**
 * Watches the scripts the page fetches; the returned function resolves to the paths of those whose source contains
 * the marker. It waits for every body still being read, so a script that has just arrived is not missed.
 */
function scriptsContaining(page: Page, marker: string): () => Promise<string[]> {
  const checks: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') {
      return;
    }
    checks.push(
      response.text().then(
        (body) => (body.includes(marker) ? new URL(response.url()).pathname : undefined),
        // A body the browser no longer holds (the page moved on) cannot contain the marker for this page.
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(checks)).filter((path) => path !== undefined);
}

// `mermaidAPI`, `DocSearch-Modal` and `plain-text` occur only in the Mermaid library, the DocSearch modal bundle and
// Prism's grammars.
test('Mermaid loads only when a diagram nears the viewport', async ({ page }) => {
  const mermaidScripts = scriptsContaining(page, 'mermaidAPI');
  await page.goto('/blog/mounting-large-files/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await mermaidScripts()).toEqual([]);
  await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  expect((await mermaidScripts()).length).toBeGreaterThan(0);
});

test('the DocSearch modal loads only when the reader opens search', async ({ page }) => {
  const modalScripts = scriptsContaining(page, 'DocSearch-Modal');
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await modalScripts()).toEqual([]);
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await expect(page.getByPlaceholder('Search docs')).toBeVisible();
  expect((await modalScripts()).length).toBeGreaterThan(0);
});

/**
 * Holds back every script the page fetches from now on, so that what the reader does next happens before the code it
 * needs has arrived: the case where a click or a shortcut has to be kept and replayed.
 */
async function slowScripts(page: Page): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

// `theme.SearchBar.seeAll` occurs only in the theme's SearchBar, which brings DocSearch's button and keyboard handling.
test.describe('the theme SearchBar loads only when the reader reaches for search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  });

  test('one click on the server-rendered button opens the modal', async ({ page }) => {
    const searchBarScripts = scriptsContaining(page, 'theme.SearchBar.seeAll');
    expect(await searchBarScripts()).toEqual([]);
    await slowScripts(page);
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(page.getByPlaceholder('Search docs')).toBeFocused();
    expect((await searchBarScripts()).length).toBeGreaterThan(0);
  });

  for (const shortcut of ['Control+K', '/']) {
    test(`one ${shortcut} opens the modal`, async ({ page }) => {
      await slowScripts(page);
      await page.keyboard.press(shortcut);
      await expect(page.getByPlaceholder('Search docs')).toBeFocused();
    });
  }

  // A keyboard reader passing through the navbar starts the fetch on the way; the swap must not pull focus back.
  test('focus that moved on before the SearchBar arrived stays where the reader put it', async ({ page }) => {
    await slowScripts(page);
    const searchButton = page.getByRole('button', { name: /^Search/ });
    const serverButton = await searchButton.elementHandle();
    await searchButton.focus();
    await page.keyboard.press('Tab');
    const nextStop = await page.evaluate(() => document.activeElement?.outerHTML);
    expect(nextStop).not.toContain('DocSearch-Button');
    await expect.poll(() => serverButton!.evaluate((button) => button.isConnected)).toBe(false);
    // DocSearch names the modifier key from an effect, so by then the swap's own effects have run.
    await expect(searchButton).toHaveAttribute('aria-label', /Ctrl\+K/);
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(nextStop);
  });

  test('focus on the button passes to the SearchBar that replaces it', async ({ page }) => {
    await slowScripts(page);
    const searchButton = page.getByRole('button', { name: /^Search/ });
    const serverButton = await searchButton.elementHandle();
    await searchButton.focus();
    await expect.poll(() => serverButton!.evaluate((button) => button.isConnected)).toBe(false);
    await expect(searchButton).toHaveAttribute('aria-label', /Ctrl\+K/);
    await expect(searchButton).toBeFocused();
  });

  test('a letter typed on the focused button starts the query', async ({ page }) => {
    await slowScripts(page);
    await page.getByRole('button', { name: /^Search/ }).focus();
    await page.keyboard.press('b');
    await expect(page.getByPlaceholder('Search docs')).toBeFocused();
    await expect(page.getByPlaceholder('Search docs')).toHaveValue('b');
  });
});

test('Prism loads only when a client-side navigation renders code', async ({ page }) => {
  const prismScripts = scriptsContaining(page, 'plain-text');
  await page.goto('/docs/tutorial/generating-kubernetes-manifests/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The code on the first page arrives highlighted from the server.
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
  expect(await prismScripts()).toEqual([]);
  await page.locator('article').getByRole('link', { name: 'Components and Actions' }).first().click();
  // The old page stays on screen, its own highlighted code included, until the new route's chunks have loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Components and Actions' })).toBeVisible();
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
  expect((await prismScripts()).length).toBeGreaterThan(0);
});
