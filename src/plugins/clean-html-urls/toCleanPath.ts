/** `/a/b/index.html` and `/a/b.html` become `/a/b/`; any other path is returned unchanged. */
export function toCleanPath(pathname: string): string {
  const withoutIndex = pathname.replace(/\/index\.html$/i, '/');
  if (withoutIndex !== pathname) {
    return withoutIndex;
  }
  return pathname.replace(/\.html$/i, '/');
}
