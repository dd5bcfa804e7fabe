import { expect, test, waitForHydration } from './fixtures/site';

test('the policy lets every feature of a page run: no violation is reported', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ['/', '/docs/reference/execution-order/', '/blog/mounting-large-files/', '/search/?q=builder']) {
    await page.goto(path);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
});
