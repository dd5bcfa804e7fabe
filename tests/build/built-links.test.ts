import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { sitemapPaths } from '../fixtures/sitemap';

/**
 * Every internal reference in the built pages resolves: links and their #anchors, and the images, scripts,
 * stylesheets and icons pages load. Docusaurus throws on broken links at build time but only warns on broken anchors
 * (`onBrokenAnchors: 'warn'` in docusaurus.config.ts), so this reads the generated HTML, the files a static host
 * serves.
 */

function htmlFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const entryPath = path.join(directory, entry);
    if (statSync(entryPath).isDirectory()) {
      return entry === 'assets' ? [] : htmlFiles(entryPath);
    }
    return entry.endsWith('.html') ? [entryPath] : [];
  });
}

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idsCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    const ids = [...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map(
      (match) => match[1] ?? match[2] ?? match[3],
    );
    idsCache.set(file, new Set(ids));
  }
  return idsCache.get(file)!;
}

/** The built file a path is served from, as the static host resolves it; null when there is none. */
function targetFile(urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath);
  const candidate = decoded.endsWith('/') ? path.join(buildDir, decoded, 'index.html') : path.join(buildDir, decoded);
  return existsSync(candidate) ? candidate : null;
}

const attribute = String.raw`=(?:"([^"]*)"|'([^']*)'|([^\s>]+))`;
const references = [
  { kind: 'link', pattern: new RegExp(String.raw`<a\s[^>]*?\bhref${attribute}`, 'g') },
  { kind: 'head link', pattern: new RegExp(String.raw`<link\s[^>]*?\bhref${attribute}`, 'g') },
  { kind: 'source', pattern: new RegExp(String.raw`<(?:img|script|source|iframe)\s[^>]*?\bsrc${attribute}`, 'g') },
  { kind: 'srcset', pattern: new RegExp(String.raw`\bsrcset${attribute}`, 'g') },
];

const external = (href: string) => /^(https?:|mailto:|tel:|data:|\/\/)/.test(href);

test('internal links, anchors and loaded files in the built site resolve', () => {
  const pages = htmlFiles(buildDir).filter((file) => !file.endsWith('404.html'));
  expect(pages.length).toBeGreaterThan(sitemapPaths().length);
  const broken: string[] = [];
  const checkedKinds = new Map<string, number>();
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const pageUrl = `/${path.relative(buildDir, page).replace(/index\.html$/, '')}`;
    for (const { kind, pattern } of references) {
      for (const match of html.matchAll(pattern)) {
        const value = match[1] ?? match[2] ?? match[3];
        const hrefs =
          kind === 'srcset'
            ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])
            : [value];
        for (const href of hrefs.filter((candidate) => candidate && !external(candidate))) {
          const url = new URL(href.replaceAll('&amp;', '&'), `http://site${pageUrl}`);
          const file = targetFile(url.pathname);
          checkedKinds.set(kind, (checkedKinds.get(kind) ?? 0) + 1);
          if (!file) {
            broken.push(`${pageUrl} → ${href} (${kind}: no such file)`);
          } else if (url.hash && file.endsWith('.html') && !idsOf(file).has(decodeURIComponent(url.hash.slice(1)))) {
            broken.push(`${pageUrl} → ${href} (no such anchor)`);
          }
        }
      }
    }
  }
  expect(broken).toEqual([]);
  // The check must have read real pages: thousands of links, and the scripts and stylesheets every page loads.
  expect(checkedKinds.get('link')).toBeGreaterThan(1000);
  expect(checkedKinds.get('head link')).toBeGreaterThan(pages.length);
  // Two entry scripts per page, the runtime and the main bundle.
  expect(checkedKinds.get('source')).toBeGreaterThanOrEqual(2 * pages.length);
});
