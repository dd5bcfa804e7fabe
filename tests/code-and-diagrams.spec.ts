import type { Page } from '@playwright/test';
import type { PrismTheme } from 'prism-react-renderer';

import { darkCodeTheme, lightCodeTheme } from '../src/prismThemes';
import {
  expect,
  serverMarkup,
  test,
  useColorMode,
  waitForHydration,
  watchServerMarkup,
  type ColorMode,
} from './fixtures/site';

const keywordColor = (theme: PrismTheme) => theme.styles.find((entry) => entry.types.includes('keyword'))!.style.color!;

/** The computed form (rgb) of a CSS color, as the browser reports it for an element. */
const computedColor = (page: Page, color: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, color);

for (const [language, path, tab] of [
  ['bash', '/docs/installation/', 'Linux'],
  ['powershell', '/docs/installation/', 'Windows'],
  ['diff', '/docs/tutorial/source-control/', null],
] as const) {
  test(`a ${language} block on ${path} is highlighted`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    if (tab) {
      await page.getByRole('tab', { name: tab }).first().click();
    }
    const block = page.locator(`pre.language-${language}`).first();
    await block.scrollIntoViewIfNeeded();
    // Prism marks recognised syntax with token spans of more than one kind.
    const kinds = await block
      .locator('span.token')
      .evaluateAll((tokens) => [
        ...new Set(tokens.flatMap((token) => [...token.classList].filter((name) => name !== 'token'))),
      ]);
    expect(kinds.length).toBeGreaterThan(1);
  });
}

test('code colors follow the stored color mode on load and a switch of mode afterwards', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await useColorMode(page, 'dark');
  await page.goto('/docs/tutorial/generating-kubernetes-manifests/');
  await waitForHydration(page);
  const keyword = page.locator('.theme-code-block .token.keyword').first();
  await expect(keyword).toHaveCSS('color', await computedColor(page, keywordColor(darkCodeTheme)));
  await expect(page.locator('.theme-code-block').first()).toHaveCSS(
    'background-color',
    await computedColor(page, darkCodeTheme.plain.backgroundColor!),
  );

  // Dark → system, which the emulated light preference resolves to light.
  await page
    .locator('.navbar')
    .getByRole('button', { name: /system mode|light mode|dark mode/i })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(keyword).toHaveCSS('color', await computedColor(page, keywordColor(lightCodeTheme)));
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every code block arrives highlighted in the page itself', async ({ page }) => {
    await page.goto('/docs/tutorial/generating-kubernetes-manifests/');
    const blocks = page.locator('.theme-code-block');
    expect(await blocks.count()).toBeGreaterThan(3);
    for (const block of await blocks.all()) {
      // Blocks in hidden tab panels are checked for their markup, the others for what a reader sees. (A short command
      // may hold nothing but plain tokens.)
      const token = block.locator('.token').first();
      await ((await block.isVisible()) ? expect(token).toBeVisible() : expect(token).toBeAttached());
    }
  });
});

// The code block keeps the server's highlighted markup by setting its content through dangerouslySetInnerHTML, which
// React leaves alone when hydrating. This fails if a React release starts adopting or replacing that markup.
test('hydration keeps the highlighted code the server sent, without React adopting or redrawing a token', async ({
  page,
}) => {
  await watchServerMarkup(page, 'pre.prism-code');
  await page.goto('/docs/tutorial/generating-kubernetes-manifests/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const code = await serverMarkup(page);
  expect(code.roots).toBeGreaterThan(3);
  expect(code.descendants).toBeGreaterThan(100);
  expect(code).toMatchObject({ allConnected: true, adoptedRoots: code.roots, adoptedDescendants: 0, changes: [] });
});

test('code reached by client-side navigation is highlighted too', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.locator('article').getByRole('link', { name: 'Install Anemos' }).first().click();
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
  const block = page.locator('pre.language-bash').first();
  await expect(block.locator('span.token:not(.plain)').first()).toBeAttached();
  await expect(block).toContainText('go build ./cmd/anemos');
});

for (const mode of ['light', 'dark'] satisfies ColorMode[]) {
  for (const path of [
    '/docs/reference/execution-order/',
    '/docs/tutorial/components-and-actions/',
    '/blog/mounting-large-files/',
  ]) {
    test(`the Mermaid diagram on ${path} renders as SVG in ${mode} mode`, async ({ page, consoleErrors }) => {
      await useColorMode(page, mode);
      await page.goto(path);
      await waitForHydration(page);
      // Diagrams render once they near the viewport, so scroll to the first one before looking for its SVG.
      await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
      const diagram = page.locator('.docusaurus-mermaid-container svg').first();
      await expect(diagram).toBeVisible();
      const box = await diagram.boundingBox();
      expect(box!.width).toBeGreaterThan(100);
      expect(await diagram.locator('text, foreignObject').count()).toBeGreaterThan(3);
      expect(consoleErrors).toEqual([]);
    });
  }
}
