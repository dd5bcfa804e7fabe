/** The id of the empty element put last in every page's body, which the first frame waits for. */
export const pageEndId = 'page-end';

// The minifier writes the page template's stylesheet tag as `<link rel=stylesheet href=… />`, quoted or not.
const stylesheetLink = /<link rel=["']?stylesheet["']? href=["']?([^"' >]+)["']?\s*\/?>/g;

/**
 * The built page with each of its own stylesheets (a path under `assetsPath`) inline in a `<style>` element, rendering
 * held until the element with `pageEndId` is parsed, and that element added at the end of the body. Other stylesheets
 * (none today; the web font's is added by script) stay links. `stylesheetText` returns a stylesheet's text by path.
 */
export function inlineStylesheets(html: string, assetsPath: string, stylesheetText: (href: string) => string): string {
  let inlined = 0;
  const withStyles = html.replace(stylesheetLink, (link, href: string) => {
    if (!href.startsWith(assetsPath)) {
      return link;
    }
    const css = stylesheetText(href);
    // In a `<style>` element only `</style` ends the text, and a URL resolves against the page, not the stylesheet.
    if (/<\/style/i.test(css)) {
      throw new Error(`${href} holds "</style", which would end the inline <style> element early`);
    }
    const relativeUrl = css.match(/url\(\s*(?!["']?(?:data:|\/|https?:|#))[^)]*\)/);
    if (relativeUrl) {
      throw new Error(`${href} has a relative URL, ${relativeUrl[0]}, which would resolve against each page`);
    }
    inlined += 1;
    return `${inlined === 1 ? `<link rel=expect href=#${pageEndId} blocking=render>` : ''}<style>${css}</style>`;
  });
  if (inlined === 0) {
    return html;
  }
  const bodyEnd = withStyles.lastIndexOf('</body>');
  if (bodyEnd < 0) {
    throw new Error('a page with a stylesheet has no </body>');
  }
  return `${withStyles.slice(0, bodyEnd)}<div id=${pageEndId} hidden></div>${withStyles.slice(bodyEnd)}`;
}
