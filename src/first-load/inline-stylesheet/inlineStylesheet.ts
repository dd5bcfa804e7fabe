/** The id of the empty element put last in the body of a page that `holdsFirstFrame`, which its first frame awaits. */
export const pageEndId = 'page-end';

/**
 * The id of the empty element put just before the app's root in the other pages, which their first frame waits for:
 * by then the body's inline scripts have set the color mode, so no frame shows the light background to a dark reader.
 */
export const appStartId = 'app-start';

/**
 * Whether a page holds its first frame until its whole HTML is parsed: the pages that show an article (docs, posts,
 * release entries and the lists of them), whose layout below the first screen would otherwise run after the paint.
 */
export const holdsFirstFrame = (html: string): boolean => /<article[\s>]/.test(html);

const appRoot = '<div id=__docusaurus>';

// The minifier writes the page template's stylesheet tag as `<link rel=stylesheet href=… />`, quoted or not.
const stylesheetLink = /<link rel=["']?stylesheet["']? href=["']?([^"' >]+)["']?\s*\/?>/g;

/**
 * The built page with each of its own stylesheets (a path under `assetsPath`) inline in a `<style>` element, and
 * rendering held until an element it adds is parsed: the one with `pageEndId` at the end of the body when the page
 * `holdsFirstFrame`, else the one with `appStartId` before the app's root. Other stylesheets (none today; the web
 * font's is added by script) stay links. `stylesheetText` returns a stylesheet's text by path.
 */
export function inlineStylesheets(html: string, assetsPath: string, stylesheetText: (href: string) => string): string {
  const hold = holdsFirstFrame(html);
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
    const holdLink = `<link rel=expect href=#${hold ? pageEndId : appStartId} blocking=render>`;
    return `${inlined === 1 ? holdLink : ''}<style>${css}</style>`;
  });
  if (inlined === 0) {
    return html;
  }
  if (!hold) {
    if (!withStyles.includes(appRoot)) {
      throw new Error(`a page with a stylesheet has no ${appRoot}: the page template changed`);
    }
    return withStyles.replace(appRoot, `<div id=${appStartId} hidden></div>${appRoot}`);
  }
  const bodyEnd = withStyles.lastIndexOf('</body>');
  if (bodyEnd < 0) {
    throw new Error('a page with a stylesheet has no </body>');
  }
  return `${withStyles.slice(0, bodyEnd)}<div id=${pageEndId} hidden></div>${withStyles.slice(bodyEnd)}`;
}
