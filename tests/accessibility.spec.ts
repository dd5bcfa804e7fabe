import AxeBuilder from '@axe-core/playwright';

import { expect, test, useColorMode, waitForHydration, type ColorMode } from './fixtures/site';

const pages = [
  '/',
  '/docs/tutorial/generating-kubernetes-manifests/',
  '/docs/api/classes/Builder/',
  '/blog/',
  '/blog/mounting-large-files/',
];

for (const mode of ['light', 'dark'] satisfies ColorMode[]) {
  for (const path of pages) {
    test(`${path} has no axe violations in ${mode} mode`, async ({ page }) => {
      await useColorMode(page, mode);
      await page.goto(path);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map((violation) => ({
        rule: violation.id,
        nodes: violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.html.slice(0, 120)} :: ${node.failureSummary?.split('\n').slice(1).join(' ').slice(0, 160)}`,
          ),
      }));
      expect(summary).toEqual([]);
    });
  }
}
