import type { Page } from '@playwright/test';

import { productionUrl } from '../src/siteFacts';
import { axeViolations } from './fixtures/axe';
import { expect, test, useColorMode, waitForHydration } from './fixtures/site';

const docsPage = '/docs/tutorial/getting-started/';
const twinPath = `${docsPage}index.md`;

const menuButton = (page: Page) => page.getByRole('button', { name: 'Copy page', exact: true });
const menu = (page: Page) => page.getByRole('menu', { name: 'Copy page' });

test.describe('the Copy page menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('loads its code only when first opened', async ({ page, request, baseURL }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script' && sent.url().startsWith(baseURL!)) {
        scripts.push(sent.url());
      }
    });
    const holdingMenuCode = async (urls: string[]) => {
      const texts = await Promise.all(urls.map(async (url) => (await request.get(url)).text()));
      return urls.filter((_, index) => texts[index]!.includes('Copy page as Markdown'));
    };
    await page.goto(docsPage);
    await waitForHydration(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    const firstLoad = [...scripts];
    expect(await holdingMenuCode(firstLoad)).toEqual([]);

    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await holdingMenuCode(scripts.slice(firstLoad.length))).toHaveLength(1);
  });

  test('is operated from the keyboard: arrows move, Escape closes and returns focus', async ({ page }) => {
    await page.goto(docsPage);
    await waitForHydration(page);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const items = menu(page).getByRole('menuitem');
    await expect(items).toHaveText(['Copy page as Markdown', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    await expect(items.first()).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    // Tab closes the menu and moves on to what follows the button, as from any other control.
    await page.keyboard.press('Tab');
    await expect(menu(page)).toBeHidden();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.theme-doc-markdown a')))).toBe(true);
  });

  test('copies the Markdown twin and says so', async ({ page, request }) => {
    const twin = await (await request.get(twinPath)).text();
    await page.goto(docsPage);
    await waitForHydration(page);
    await menuButton(page).click();
    await menu(page).getByRole('menuitem', { name: 'Copy page as Markdown' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(twin).toContain('# Getting Started');
  });

  test('reports a failed copy instead of claiming success', async ({ page }) => {
    await page.route(`**${twinPath}`, (route) => route.abort('internetdisconnected'));
    await page.goto(docsPage);
    await waitForHydration(page);
    await menuButton(page).click();
    await menu(page).getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copying failed' })).toBeVisible();
  });

  test('views the twin and hands its absolute address to ChatGPT and Claude', async ({ page }) => {
    await page.goto(docsPage);
    await waitForHydration(page);
    await menuButton(page).click();
    const view = menu(page).getByRole('menuitem', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', twinPath);

    const twinUrl = `${productionUrl}${twinPath}`;
    for (const [name, assistant] of [
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ] as const) {
      const href = new URL((await menu(page).getByRole('menuitem', { name }).getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(assistant);
      expect(href.searchParams.get('q')).toContain(twinUrl);
    }

    const [twinTab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await twinTab.waitForLoadState('domcontentloaded');
    expect(new URL(twinTab.url()).pathname).toBe(twinPath);
    expect(await twinTab.evaluate(() => document.contentType)).toBe('text/markdown');
    await expect(menu(page)).toBeHidden();
  });

  test('sits beside a blog post title, and not on the blog list', async ({ page }) => {
    await page.goto('/blog/mounting-large-files/');
    await waitForHydration(page);
    const title = page.getByRole('heading', { level: 1 });
    const titleBox = (await title.boundingBox())!;
    const buttonBox = (await menuButton(page).boundingBox())!;
    expect(buttonBox.y).toBeLessThan(titleBox.y + titleBox.height);
    expect(buttonBox.x).toBeGreaterThan(titleBox.x);

    await page.goto('/blog/');
    await waitForHydration(page);
    await expect(menuButton(page)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const mode of ['light', 'dark'] as const) {
    test(`the open menu fits the screen and passes axe in ${mode} mode`, async ({ page }) => {
      await useColorMode(page, mode);
      await page.goto('/docs/api/classes/Builder/');
      await waitForHydration(page);
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      const box = (await menu(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
