/**
 * A page's address as the site serves it, with its trailing slash. The content plugins report permalinks without one
 * (the slash is added when routes are written), but links relative to the page, such as `#anchor`, need it.
 */
export function pagePath(permalink: string): string {
  return permalink.endsWith('/') ? permalink : `${permalink}/`;
}

/** The address of a page's Markdown twin: the page URL with `index.md` appended (`/docs/x/` → `/docs/x/index.md`). */
export function twinUrl(permalink: string): string {
  return `${pagePath(permalink)}index.md`;
}
