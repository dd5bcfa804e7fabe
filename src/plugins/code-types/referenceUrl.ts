/**
 * The site address of an item of a docs version's API reference, from the file and anchor TypeDoc's router gave it
 * (`classes/Builder.mdx#adddocument`, as src/plugins/typedoc-reference-urls records them): the docs plugin serves
 * `api/classes/Builder.mdx` at `<version's docs route>api/classes/Builder/`, and `api/index.mdx` at `…api/`.
 */
export function referenceUrl(versionRoute: string, routerUrl: string): string {
  const [file = '', anchor] = routerUrl.split('#');
  const page = file.replace(/\.mdx?$/, '').replace(/(?:^|\/)index$/, '');
  const pagePath = `${versionRoute}api/${page}${page ? '/' : ''}`;
  return anchor ? `${pagePath}#${anchor}` : pagePath;
}
