import { pageTypes } from '../scripts/site-under-test.mjs';
import {
  expect,
  routeLoadingCalls,
  serverMarkup,
  spyOnRouteLoading,
  test,
  waitForHydration,
  watchServerMarkup,
} from './fixtures/site';

test.use({ viewport: { width: 390, height: 844 } });

test('the hamburger opens the docs sidebar, which closes when the window becomes desktop-wide', async ({ page }) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const menu = page.locator('.navbar-sidebar');
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();

  // The menu is rendered on first opening; it must still slide in rather than appear at once.
  const slidIn = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        document.addEventListener('transitionstart', (event) => {
          const target = event.target as Element;
          if (target.matches('.navbar-sidebar') && event.propertyName === 'transform') {
            resolve(true);
          }
        });
      }),
  );
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  expect(await slidIn).toBe(true);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Installation' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Generate Manifests' })).toBeVisible();

  // 996 px is the last mobile width (Infima's `max-width: 996px`); desktop starts right above it.
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize({ width: 997, height: 800 });
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
});

// src/components/DesktopOnlyHydration keeps these parts' server markup on a phone by setting their content through
// dangerouslySetInnerHTML, which React leaves alone when hydrating. This fails if a React release starts replacing it.
test('a phone leaves the desktop sidebar and table of contents as the server sent them until the theme removes them', async ({
  page,
}) => {
  await watchServerMarkup(page, '.theme-doc-sidebar-container > div > div, .theme-doc-toc-desktop');
  await page.goto('/docs/tutorial/generating-kubernetes-manifests/');
  await waitForHydration(page);
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  await expect(page.locator('.theme-doc-sidebar-container > div > div')).toHaveCount(0);
  const desktopParts = await serverMarkup(page);
  expect(desktopParts.roots).toBe(2);
  expect(desktopParts.descendants).toBeGreaterThan(100);
  expect(desktopParts).toMatchObject({ noneConnected: true, changes: [] });
});

test('no page type scrolls sideways at 390 px', async ({ page }) => {
  for (const path of pageTypes) {
    await page.goto(path);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('tables fit a 390 px screen instead of scrolling sideways', async ({ page }) => {
  // The API reference has the widest tables (types and signatures in code), the reference pages the widest prose ones.
  for (const path of [
    '/docs/api/classes/Builder/',
    '/docs/api/classes/BuildContext/',
    '/docs/reference/execution-order/',
  ]) {
    await page.goto(path);
    const scrolling = await page.evaluate(
      () =>
        [...document.querySelectorAll('main table')].filter((table) => table.scrollWidth > table.clientWidth).length,
    );
    expect(scrolling, path).toBe(0);
  }
});

test('a phone prefetches only the pages linked on screen, not those in the closed menu', async ({ page }) => {
  await spyOnRouteLoading(page);
  await page.goto('/docs/tutorial/generating-kubernetes-manifests/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const prefetched = (await routeLoadingCalls(page))
    .filter((call) => call.kind === 'prefetch')
    .map((call) => call.path);
  expect(prefetched.length).toBeGreaterThan(0);
  for (const path of new Set(prefetched)) {
    const onScreen = await page.evaluate((href) => {
      return [...document.querySelectorAll(`a[href="${href}"]`)].some((link) => {
        const box = link.getBoundingClientRect();
        return link.checkVisibility({ visibilityProperty: true }) && box.bottom > 0 && box.top < window.innerHeight;
      });
    }, path);
    expect(onScreen, `${path} was prefetched without a visible link to it`).toBe(true);
  }
});

// An entry's `element` reads null once the element leaves the page, so the probe keeps the element it had when
// reported.
type PaintProbe = { serverElements: WeakSet<Element>; largest: { element: Element | null; size: number }[] };

test('each page type shows its icon, logo and images', async ({ page, request }) => {
  for (const path of pageTypes) {
    await page.goto(path);
    await waitForHydration(page);
    const { icon, sources, failed } = await page.evaluate(async () => {
      const iconHref = document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href;
      const all = [...[...document.images].map((image) => image.currentSrc), iconHref];
      const decoded = await Promise.all(
        all.map((source) => {
          const image = new Image();
          image.src = source;
          return image.decode().then(
            () => null,
            () => source,
          );
        }),
      );
      return { icon: iconHref, sources: all, failed: decoded.filter((entry) => entry !== null) };
    });
    // The navbar logo and the icon at least.
    expect(sources.length, path).toBeGreaterThanOrEqual(2);
    expect(failed, path).toEqual([]);
    const iconResponse = await request.get(icon);
    expect(iconResponse.headers()['content-type'], path).toContain('image/svg+xml');
  }
});

test('each page type paints its largest content from the server HTML', async ({ page }) => {
  await page.addInitScript(() => {
    const probe: PaintProbe = { serverElements: new WeakSet(), largest: [] };
    Object.defineProperty(window, 'paintProbe', { value: probe });
    new PerformanceObserver((list) => {
      for (const { element, size } of list.getEntries() as LargestContentfulPaint[]) {
        probe.largest.push({ element, size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Parsing is over and no entry script has run yet (deferred scripts run after this): every element now came from
    // the server HTML.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') {
        return;
      }
      for (const element of document.querySelectorAll('*')) {
        probe.serverElements.add(element);
      }
    });
  });
  for (const path of pageTypes) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const candidates = await page.evaluate(() => {
      const probe = (window as unknown as { paintProbe: PaintProbe }).paintProbe;
      return probe.largest.map(({ element, size }) => ({
        element: element ? `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"` : null,
        size,
        fromServerHtml: element !== null && probe.serverElements.has(element),
        stillInPage: element?.isConnected ?? false,
      }));
    });
    // A node that hydration created, or replaced, would be a candidate outside the server HTML or a detached one.
    expect(candidates.length, path).toBeGreaterThan(0);
    for (const candidate of candidates) {
      expect(candidate, `${path}: ${candidate.element}`).toMatchObject({ fromServerHtml: true, stillInPage: true });
    }
  }
});

test('each page type paints its first frame styled and whole, without waiting for a stylesheet request', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // A frame's animation callbacks run just before it is painted, so this sees the page as the first frame shows it.
    requestAnimationFrame(() => {
      const navbar = document.querySelector('.navbar');
      Object.defineProperty(window, 'firstFrame', {
        value: {
          navbarPosition: navbar ? getComputedStyle(navbar).position : null,
          footerParsed: document.querySelector('footer') !== null,
        },
      });
    });
  });
  for (const path of pageTypes) {
    await page.goto(path);
    const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame);
    expect(firstFrame, path).toEqual({ navbarPosition: 'sticky', footerParsed: true });
    const stylesheets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith('.css'))
        .map((url) => url.pathname),
    );
    expect(stylesheets, path).toEqual([]);
  }
});
