import { expect, test, waitForHydration } from './fixtures/site';

// The Copy page menu fetches the page's twin and writes the clipboard, which the policy must allow too.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const pages = [
  { path: '/', copyMenu: false },
  { path: '/docs/reference/execution-order/', copyMenu: true },
  { path: '/blog/mounting-large-files/', copyMenu: true },
  { path: '/search/?q=builder', copyMenu: false },
];

test('the policy lets every feature of a page run: no violation is reported', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const { path, copyMenu } of pages) {
    await page.goto(path);
    await waitForHydration(page);
    if (copyMenu) {
      await page.getByRole('button', { name: 'Copy page', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toBeVisible();
    }
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await expect(page.getByPlaceholder('Search docs')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
});
