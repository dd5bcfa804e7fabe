import { expect, test, useColorMode, waitForHydration, type ColorMode } from './fixtures/site';

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
