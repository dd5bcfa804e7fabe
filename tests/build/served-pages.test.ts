// What the host answers, checked over HTTP without a browser on its own runtime (`wrangler pages dev`): status codes,
// redirects, the headers of `_headers`, and the Markdown form of a page asked for by `Accept`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { buildDir, pageTypes } from '../../scripts/site-under-test.mjs';
import { apiPages, specRoutes } from '../fixtures/routes';

test('every specified route (tests/fixtures/routes.ts) is served', async ({ request }) => {
  for (const route of specRoutes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
  }
});

test('a path without its trailing slash, or ending in index.html, redirects to the page', async ({ request }) => {
  for (const form of ['/docs/installation', '/docs/installation/index.html']) {
    const response = await request.get(form, { maxRedirects: 0 });
    expect(response.status(), form).toBe(308);
    expect(response.headers().location, form).toBe('/docs/installation/');
  }
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
  test(`every specified API ${kind} page is served, titled with its name`, async ({ request }) => {
    for (const name of names) {
      const response = await request.get(`/docs/api/${kind}/${name}/`);
      expect(response.status(), name).toBe(200);
      const html = await response.text();
      expect(h1Of(html), name).toContain(`${kindTitles[kind]}: ${name}`);
      expect(/<title[^>]*>([^<]*)/.exec(html)?.[1], name).toContain(name);
    }
  });
}

/** The headers the built `_headers` gives every path (its `/*` rule), with the inline-script hashes filled in. */
function siteWideHeaders(): Record<string, string> {
  const rule = /^\/\*\n((?: {2}.+\n)+)/m.exec(readFileSync(path.join(buildDir, '_headers'), 'utf8'))![1];
  return Object.fromEntries(
    rule
      .trim()
      .split('\n')
      .map((line) => /^\s*([\w-]+): (.+)$/.exec(line)!.slice(1, 3) as [string, string])
      .map(([name, value]) => [name.toLowerCase(), value]),
  );
}

test('every page type, the not-found page and a twin carry the headers of static/_headers', async ({ request }) => {
  const declared = siteWideHeaders();
  expect(Object.keys(declared)).toEqual(
    expect.arrayContaining([
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
    ]),
  );
  expect(declared['content-security-policy']).toMatch(/script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )+/);
  expect(declared['content-security-policy']).toContain("frame-ancestors 'none'");
  for (const address of [...pageTypes, '/no-such-page/', '/docs/installation/index.md']) {
    const headers = (await request.get(address)).headers();
    for (const [name, value] of Object.entries(declared).filter(([name]) => name !== 'cache-control')) {
      expect(headers[name], `${name} of ${address}`).toBe(value);
    }
  }
});

test('pages are revalidated on every visit, and bundles are cached for a year without revalidation', async ({
  request,
}) => {
  const response = await request.get('/docs/');
  expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const bundles = [...(await response.text()).matchAll(/\/assets\/[\w/.~-]+\.js/g)].map((match) => match[0]);
  expect(bundles.length).toBeGreaterThanOrEqual(2);
  for (const bundle of new Set(bundles)) {
    // One value: the host joins the values of two rules that set the same header.
    expect((await request.get(bundle)).headers()['cache-control'], bundle).toBe('public, max-age=31536000, immutable');
  }
});

test('twins are served as Markdown, and the llms files as text', async ({ request }) => {
  for (const twin of ['/docs/index.md', '/docs/0.2/installation/index.md', '/blog/mounting-large-files/index.md']) {
    expect((await request.get(twin)).headers()['content-type'], twin).toBe('text/markdown; charset=utf-8');
  }
  for (const list of ['/llms.txt', '/llms-full.txt']) {
    expect((await request.get(list)).headers()['content-type'], list).toBe('text/plain; charset=utf-8');
  }
});

test.describe('a page asked for as Markdown answers its twin', () => {
  const page = '/docs/0.2/installation/';
  const twin = `${page}index.md`;
  const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

  test('Accept: text/markdown gets the twin byte for byte, varying by Accept', async ({ request }) => {
    const response = await request.get(page, { headers: { Accept: 'text/markdown' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers().vary).toMatch(/\bAccept\b/);
    expect(await response.body()).toEqual(await (await request.get(twin)).body());
    expect(await response.text()).toMatch(/^# Installation\n/);
  });

  test('a browser, a wildcard, or Markdown weighed below HTML get the HTML, which names its twin', async ({
    request,
  }) => {
    for (const accept of [browserAccept, '*/*', 'text/markdown;q=0.5, text/html', 'text/markdown;q=0']) {
      const response = await request.get(page, { headers: { Accept: accept } });
      expect(response.headers()['content-type'], accept).toBe('text/html; charset=utf-8');
      expect(response.headers().vary, accept).toMatch(/\bAccept\b/);
      expect(response.headers().link, accept).toBe(`<${twin}>; rel="alternate"; type="text/markdown"`);
      expect(await response.text(), accept).toMatch(/^<!doctype html>/i);
    }
  });

  test('a page without a twin answers HTML with no link, whatever is asked', async ({ request }) => {
    const response = await request.get('/blog/', { headers: { Accept: 'text/markdown' } });
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers().link).toBeUndefined();
  });

  test('an unknown page asked for as Markdown is still the not-found page', async ({ request }) => {
    const response = await request.get('/docs/no-such-page/', { headers: { Accept: 'text/markdown' } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });
});
