// axe runs on every sitemap page in both modes inside routes.spec.ts; this file covers what axe cannot see.
import { expect, test, useColorMode, waitForHydration, type ColorMode } from './fixtures/site';

const pages = ['/', '/docs/tutorial/generating-kubernetes-manifests/', '/docs/api/classes/Builder/', '/blog/'];

type Stop = { id: string; ring: boolean; description: string };

for (const mode of ['light', 'dark'] satisfies ColorMode[]) {
  for (const path of pages) {
    test(`every interactive element on ${path} is reachable by Tab with a visible focus ring in ${mode} mode`, async ({
      page,
    }) => {
      // One key press per element: the API class page has hundreds of links.
      test.setTimeout(240_000);
      await useColorMode(page, mode);
      await page.goto(path);
      await waitForHydration(page);
      const expected = await page.evaluate(() => {
        const selector =
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
        return [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.tabIndex >= 0)
          .map((element, index) => {
            element.dataset.tabStop = String(index);
            return String(index);
          });
      });

      const stops: Stop[] = [];
      for (let press = 0; press <= expected.length + 5; press += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) {
            return null;
          }
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
          return {
            id: element.dataset.tabStop ?? `unlisted:${element.outerHTML.slice(0, 80)}`,
            ring: outline || style.boxShadow !== 'none',
            description: element.outerHTML.slice(0, 100),
          };
        });
        if (!stop || stops.some((seen) => seen.id === stop.id)) {
          break;
        }
        stops.push(stop);
      }

      expect(stops.filter((stop) => !stop.ring).map((stop) => stop.description)).toEqual([]);
      const reached = new Set(stops.map((stop) => stop.id));
      expect(expected.filter((id) => !reached.has(id))).toEqual([]);
    });
  }
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const longestMotion = () =>
    [...document.querySelectorAll('*')].reduce((longest, element) => {
      const style = getComputedStyle(element);
      const seconds = [style.transitionDuration, style.animationDuration]
        .flatMap((value) => value.split(','))
        .map((value) => (value.trim().endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value)));
      return Math.max(longest, ...seconds);
    }, 0);

  test('transitions, animations and smooth scrolling are switched off', async ({ page }) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    // Without the preference the menu slides in, so the check below can tell the difference.
    expect(await page.evaluate(longestMotion)).toBeGreaterThan(0.1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await page.evaluate(longestMotion)).toBeLessThanOrEqual(0.00001);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});
