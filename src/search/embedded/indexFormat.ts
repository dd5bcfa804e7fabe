/**
 * The embedded search index as the build writes it and the browser reads it. Records follow DocSearch's conventions
 * (`lvl0` section, `lvl1` page title, `lvl2`–`lvl6` headings, `content` from paragraphs and list items) but are stored
 * as tuples that point at their page and parent heading, so the shared parts of a hierarchy are written once.
 */
export const INDEX_FORMAT_VERSION = 1;

/**
 * The path under the site's base URL of the index for one docs version, named by the version's `docusaurus_tag`
 * (`docs-default-0.2`). Each holds that version's docs and every page outside the docs, so a reader downloads only
 * the version they search in.
 */
export const indexFileName = (docsTag: string) => `search-index-${docsTag}.json`;

/** Docs pages carry `docs-<plugin>-<version>` in `docusaurus_tag`; other pages carry `default`. */
export const isDocsTag = (tag: string) => tag.startsWith('docs-');

/** `[path, lvl0, lvl1, language, docusaurus_tag]` */
export type IndexedPage = [string, string, string, string, string];

/**
 * `[page, level, text, parent, anchor]`: `level` 1–6 is a heading (`lvl1` is the page itself), 0 is content; `parent`
 * is the record index of the enclosing heading (-1 for the page title); content records take their parent's anchor.
 */
export type IndexedRecord = [number, number, string, number, string?];

export type SerializedIndex = {
  version: typeof INDEX_FORMAT_VERSION;
  pages: IndexedPage[];
  records: IndexedRecord[];
};
