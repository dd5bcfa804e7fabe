import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';

/**
 * A page of the finished build, parsed for the postBuild steps that read every page: the Markdown twins and the
 * search indexes. It uses htmlparser2 rather than cheerio's default parse5: these pages are our own server-rendered
 * markup and need none of parse5's error recovery. The 200 built pages parse in 0.8 s instead of 2.1–2.8 s, and
 * `postBuild` in a cold build went from 9.6 s to 5.7 s. The twins and the indexes came out byte for byte the same.
 *
 * One difference to keep in mind: htmlparser2 does not apply every end tag HTML implies, and the minifier leaves those
 * out. A `<tbody>` after an unclosed `<th>` ends up inside that cell. The twins are unaffected because rehype-parse
 * parses their HTML again, the way a browser does, and the indexes only read headings, paragraphs and list items. Do
 * not select by table structure here.
 */
export function loadBuiltPage(html: string): CheerioAPI {
  return load(html, { xml: { xmlMode: false } });
}

/** The HTML file of every route the build wrote, and the not-found page, which is no route. */
export function builtPageFiles(outDir: string, routesPaths: readonly string[]): string[] {
  const files = new Set(
    routesPaths.map((route) => path.join(outDir, route, route.endsWith('.html') ? '' : 'index.html')),
  );
  files.add(path.join(outDir, '404.html'));
  return [...files];
}
