import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { builtPageFiles } from '../../builtPage';
import { inlineStylesheets } from './inlineStylesheet';

/**
 * Puts the site stylesheet inside every built page, so the first paint no longer waits for a second request after the
 * HTML. Under applied mobile throttling (562.5 ms per request, 1.4 Mbps, CPU 4×), that request cost each page about
 * 700 ms before it could paint. In `npm run bench -- --vs` (median of 3), observed LCP on the Next Builder page went
 * from 1,601 to 1,081 ms, and on the 0.2 Builder page from 1,572 to 1,252; across the nine page types, LCP went from
 * 0.97× to 0.64× stock's (geometric mean).
 *
 * The page also holds its first frame until the whole HTML is parsed (`<link rel=expect blocking=render>`, Chromium
 * 124+; other browsers paint as the HTML streams in). Painting the top of a long API page early left the rest of its
 * style and layout to long tasks after the paint. Observed again on 2026-11-28 (Lighthouse, median of 5, with / without
 * the hold): Next Builder page LCP 1,595 / 1,535 ms, TBT 357 / 570; post LCP 1,443 / 1,403, TBT 212 / 616. Measured
 * again once blocks below the fold were skipped (../offscreen-blocks; median of 5, six page types): it still pays on
 * the long docs pages, TBT 0.2 Builder 74 / 139 ms, Next Builder 83 / 126, 0.2 Getting Started 83 / 116, for 35-70 ms
 * of LCP; on /docs/ and the post both moved within their spread. Kept on every page: one rule, no page list.
 *
 * What it costs: the stylesheet's 20 KB gzip travel with every page's HTML instead of once per visit. Pages a
 * reader opens next arrive as route chunks, without HTML, so that is once per tab.
 */
export default function inlineStylesheetPlugin(): Plugin {
  return {
    name: 'inline-stylesheet',
    async postBuild({ outDir, routesPaths, baseUrl }) {
      const stylesheets = new Map<string, string>();
      const stylesheetText = (href: string) => {
        if (!stylesheets.has(href)) {
          stylesheets.set(href, readFileSync(path.join(outDir, href.slice(baseUrl.length)), 'utf8'));
        }
        return stylesheets.get(href)!;
      };
      for (const page of builtPageFiles(outDir, routesPaths)) {
        const html = await readFile(page, 'utf8').catch(() => undefined);
        if (html === undefined) {
          continue;
        }
        // Other postBuild steps read these pages at the same time: a rename shows them the old page or the new one,
        // never half of one. Both carry the same text, links and scripts.
        await writeFile(`${page}.inlining`, inlineStylesheets(html, `${baseUrl}assets/css/`, stylesheetText));
        await rename(`${page}.inlining`, page);
      }
      if (stylesheets.size === 0) {
        throw new Error('no built page links the site stylesheet: the page template changed');
      }
    },
  };
}
