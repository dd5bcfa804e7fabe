import type { Page } from '@playwright/test';
import { axeViolations } from './fixtures/axe';
import { collectConsoleErrors, expect, stubExternalHosts, test, waitForHydration } from './fixtures/site';
import { builtFile, layoutOf } from './fixtures/built';
import { sitePages } from './fixtures/sitemap';

/**
 * The pages axe checks: every page outside the generated API reference, and of the API reference one page per
 * template: the longest page of each kind (classes, enums, modules…) in each version, and each version's index. Pages
 * of one kind differ only in the declarations' text, whose markup the HTML validity test checks on every page
 * (invalid nesting is also what would make one of them fail to hydrate, the console error this test reads), and the
 * longest holds the most of what its template renders. Checking all 131 took 1,400 of the 3,860 seconds the browser
 * tests ran.
 */
function checkedPages(pages: string[]): string[] {
  const longestOfKind = new Map<string, { path: string; size: number }>();
  const others: string[] = [];
  for (const path of pages) {
    const apiPage = /^(\/docs\/(?:[^/]+\/)?api\/)(?:([^/]+)\/.+)?$/.exec(path);
    if (!apiPage) {
      others.push(path);
      continue;
    }
    const kind = `${apiPage[1]}${apiPage[2] ?? ''}`;
    const size = builtFile(`${path}index.html`).length;
    if ((longestOfKind.get(kind)?.size ?? -1) < size) {
      longestOfKind.set(kind, { path, size });
    }
  }
  return [...others, ...[...longestOfKind.values()].map(({ path }) => path)];
}

// Infima eases link and navbar colours when the theme changes: axe must judge the colours the reader ends up with,
// not a frame halfway between two modes. Reading the animations also flushes style, so a transition the theme switch
// has only just queued is waited for too.
async function settledTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

// The sweep below moves one page per worker from each checked page to the next, as a reader browses the site: the
// browser context, the page and the site's scripts (cached, as the static host's headers allow) are set up once per
// worker instead of once per page. On the 2-core CI machine the 33 checks of the 0.2 pages took 1.5 min instead of
// 2.4 when run alone, and in the whole suite the sweep's tests took 461 s instead of 519. Each check is still a full
// page load and hydration, with the console read from that load alone.
const sweep = test.extend<object, { readerPage: Page }>({
  readerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        serviceWorkers: 'block',
      });
      await stubExternalHosts(context, baseURL!);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Every page is loaded once and checked in both colour modes: with no stored choice the theme follows the system
// preference, and switches live when it changes, as it does for a reader who turns on dark mode. The navbar, sidebar
// and footer are the same on every page of a layout, so the first page of each layout is checked whole and the others
// only in their own content, <main> (breadcrumbs, article, table of contents, pagination); this halved the time axe
// takes on a typical docs page, and more on short ones. The API reference is checked one page per template (see
// `checkedPages`).
test.describe('every page (of the API reference, one per template), in light and dark mode', () => {
  const pages = checkedPages(sitePages());
  const layouts = new Map<string, string>();
  for (const path of pages) {
    const layout = layoutOf(path);
    if (!layouts.has(layout)) {
      layouts.set(layout, path);
    }
  }
  const checkedWhole = new Set(layouts.values());
  for (const path of pages) {
    const within = checkedWhole.has(path) ? undefined : 'main';
    sweep(`${path}${within ? ' (main)' : ' (whole page)'}`, async ({ readerPage: page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      const pageErrors = collectConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      // Console errors are read before axe runs: axe fetches cross-origin stylesheets itself, which the CSP refuses.
      pageErrors.stop();
      expect(pageErrors.errors).toEqual([]);
      for (const mode of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: mode });
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await settledTransitions(page);
        // Every rule in light mode; in dark mode only the rules a color mode can change.
        expect(await axeViolations(page, { colorsOnly: mode === 'dark', within }), `${mode} mode`).toEqual([]);
      }
    });
  }
});

test('the accessibility check reports violations it is shown', async ({ page }) => {
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<button></button><p style="color:#ddd;background:#fff">faint text</p>');
  });
  const rules = (await axeViolations(page)).map((violation) => violation.rule);
  expect(rules).toContain('button-name');
  expect(rules).toContain('color-contrast');
});

test.describe('the accessibility check on a long page, before the reader scrolls', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('judges the blocks the page has not laid out yet as laid out', async ({ page }) => {
    await page.goto('/docs/0.2/api/classes/Builder/');
    await waitForHydration(page);
    // Member tables below the fold, skipped: axe alone reads each as a scroll box with nothing to focus in it.
    const skippedTables = await page.evaluate(
      () =>
        [...document.querySelectorAll('.markdown > table')].filter(
          (table) => !table.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
    );
    expect(skippedTables).toBeGreaterThan(10);
    expect(await axeViolations(page, { within: 'article' })).toEqual([]);
  });
});

// One page per layout; of the API reference, a class page with the layout's links and a member table, rather than
// Builder's 310 links, which took 80 seconds of key presses per colour mode.
const keyboardPages = ['/', '/docs/tutorial/generating-kubernetes-manifests/', '/docs/api/classes/Version/', '/blog/'];

type Stop = { id: string; ring: boolean; description: string };

for (const mode of ['light', 'dark'] as const) {
  for (const path of keyboardPages) {
    test(`every interactive element on ${path} is reachable by Tab with a visible focus ring in ${mode} mode`, async ({
      page,
    }) => {
      // One key press per element, over a hundred on each of these pages.
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: mode });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
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
      // Each focus is recorded by the page as it happens, with the focus ring as drawn at that moment.
      await page.evaluate(() => {
        const stops: Stop[] = [];
        (window as unknown as { tabStops: Stop[] }).tabStops = stops;
        document.addEventListener('focusin', (event) => {
          const element = event.target as HTMLElement;
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
          stops.push({
            id: element.dataset.tabStop ?? `unlisted:${element.outerHTML.slice(0, 80)}`,
            ring: outline || style.boxShadow !== 'none',
            description: element.outerHTML.slice(0, 100),
          });
        });
      });
      for (let press = 0; press <= expected.length + 5; press += 1) {
        await page.keyboard.press('Tab');
      }
      const recorded = await page.evaluate(() => (window as unknown as { tabStops: Stop[] }).tabStops);
      // One round of the page: from the first stop until focus comes back to one already seen.
      const firstRepeat = recorded.findIndex(
        (stop, index) => recorded.findIndex((seen) => seen.id === stop.id) < index,
      );
      const round = firstRepeat === -1 ? recorded : recorded.slice(0, firstRepeat);

      expect(round.filter((stop) => !stop.ring).map((stop) => stop.description)).toEqual([]);
      const reached = new Set(round.map((stop) => stop.id));
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
