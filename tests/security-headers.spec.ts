import { expect, test, waitForHydration } from './fixtures/site';

test('pages carry the security headers of static/_headers', async ({ request }) => {
  const response = await request.get('/docs/');
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )+/);
  expect(csp).not.toContain("unsafe-inline' https://www.googletagmanager.com");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toContain('must-revalidate');

  const bundle = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(await response.text())![0];
  expect((await request.get(bundle)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

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
