// What the static host answers, checked over HTTP without a browser: status codes, redirects and headers.
import { expect, test } from '@playwright/test';

import { apiPages, specRoutes } from '../fixtures/routes';

test('every route of the spec is served', async ({ request }) => {
  for (const route of specRoutes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
  }
});

test('a path without its trailing slash redirects to it', async ({ request }) => {
  const response = await request.get('/docs/installation', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/docs/installation/');
});

// One of each shape a mistyped or outdated link takes; a fixed list, so a failure can be reproduced.
const unknownPaths = [
  '/no-such-page/',
  '/no-such-page',
  '/docs/no-such-page/',
  '/docs/tutorial/no-such-page.html',
  '/blog/no-such-post/index.html',
  '/blog/tags/no-such-tag/',
  '/docs/api/classes/NoSuchClass/',
  `/${encodeURIComponent('ünïcode-page')}/`,
  '/assets/js/no-such-chunk.js',
  '/a/b/c/d/',
  '/docs/installation/extra/',
  '/%2e%2e/%2e%2e/etc/passwd',
];

test('unknown paths answer 404 with the not-found page', async ({ request }) => {
  for (const unknownPath of unknownPaths) {
    const response = await request.get(unknownPath, { maxRedirects: 0 });
    expect(response.status(), unknownPath).toBe(404);
    expect(await response.text(), unknownPath).toContain('Page Not Found');
  }
});

const kindTitles: Record<keyof typeof apiPages, string> = {
  classes: 'Class',
  enums: 'Enumeration',
  functions: 'Function',
  modules: 'Namespace',
  types: 'Type Alias',
  variables: 'Variable',
};

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const h1Of = (html: string) => textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

for (const [kind, names] of Object.entries(apiPages) as [keyof typeof apiPages, readonly string[]][]) {
  test(`every API ${kind} page of the spec is served, titled with its name`, async ({ request }) => {
    for (const name of names) {
      const response = await request.get(`/docs/api/${kind}/${name}/`);
      expect(response.status(), name).toBe(200);
      const html = await response.text();
      expect(h1Of(html), name).toContain(`${kindTitles[kind]}: ${name}`);
      expect(/<title[^>]*>([^<]*)/.exec(html)?.[1], name).toContain(name);
    }
  });
}

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
