import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';

import { pagePath } from './twinUrl';

/** A page with a Markdown twin, as llms.txt lists it. */
export type TwinPage = { title: string; description: string; permalink: string };

/** Descriptions may span lines in front matter; a list entry keeps them on one. */
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The pages of one llms.txt section, in the order a reader meets them. */
export type TwinSection = { title: string; pages: TwinPage[] };

export type TwinCatalog = {
  /** Hand-written docs, one section per top-level sidebar category, in sidebar order. */
  docs: TwinSection[];
  /** The API reference, one section per kind of item (classes, enums, functions, ...). */
  api: TwinSection[];
  blog: TwinSection;
};

const apiPrefix = '/docs/api/';

// TypeDoc's folder for each kind of item, named as the page titles name the items.
const apiKinds: Record<string, string> = {
  '': 'Overview',
  classes: 'Classes',
  enums: 'Enums',
  functions: 'Functions',
  modules: 'Namespaces',
  types: 'Type aliases',
  variables: 'Variables',
};

/** `/docs/api/classes/Builder/` → "Classes"; the API index itself comes first, under "Overview". */
function apiKind(permalink: string): string {
  const folder = permalink.slice(apiPrefix.length).split('/')[0]!;
  const kind = apiKinds[folder];
  if (!kind) {
    throw new Error(`TypeDoc wrote ${permalink} into a folder llms.txt has no section for: ${folder}`);
  }
  return kind;
}

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

/** Every page of the docs sidebar, in sidebar order, with the top-level category it sits in. */
function sidebarPages(
  items: readonly SidebarItem[],
  docs: Map<string, TwinPage>,
  section: string,
): { section: string; page: TwinPage }[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') {
      const page = docs.get(item.id);
      return page ? [{ section, page }] : [];
    }
    if (item.type !== 'category') {
      return [];
    }
    const categorySection = section === '' ? item.label : section;
    const link = item.link;
    const linked: { section: string; page: TwinPage }[] = [];
    if (link?.type === 'doc' && docs.has(link.id)) {
      linked.push({ section: categorySection, page: docs.get(link.id)! });
    } else if (link?.type === 'generated-index') {
      linked.push({
        section: categorySection,
        page: {
          title: link.title ?? item.label,
          description: oneLine(link.description),
          permalink: pagePath(link.permalink),
        },
      });
    }
    return [...linked, ...sidebarPages(item.items, docs, categorySection)];
  });
}

function groupBy(entries: { section: string; page: TwinPage }[]): TwinSection[] {
  const sections = new Map<string, TwinPage[]>();
  for (const { section, page } of entries) {
    sections.set(section, [...(sections.get(section) ?? []), page]);
  }
  return [...sections].map(([title, pages]) => ({ title, pages }));
}

/** The twin catalog, read from what the docs and blog plugins loaded. */
export function twinCatalog(docsContent: DocsContent, blogContent: BlogContent): TwinCatalog {
  const version = docsContent.loadedVersions[0]!;
  const docs = new Map(
    version.docs.map((doc) => [
      doc.id,
      { title: doc.title, description: oneLine(doc.description), permalink: pagePath(doc.permalink) },
    ]),
  );
  const pages = Object.values(version.sidebars).flatMap((sidebar) => sidebarPages(sidebar, docs, ''));
  const handWritten = pages.filter(({ page }) => !page.permalink.startsWith(apiPrefix));
  const api = pages.filter(({ page }) => page.permalink.startsWith(apiPrefix));
  return {
    docs: groupBy(handWritten.map(({ section, page }) => ({ section: section || 'Docs', page }))),
    api: groupBy(api.map(({ page }) => ({ section: apiKind(page.permalink), page }))),
    blog: {
      title: 'Blog',
      pages: blogContent.blogPosts.map(({ metadata }) => ({
        title: metadata.title,
        description: oneLine(metadata.description),
        permalink: pagePath(metadata.permalink),
      })),
    },
  };
}

/** Every page of the catalog, docs in sidebar order, then the API reference, then the blog. */
export function catalogPages(catalog: TwinCatalog): TwinPage[] {
  return [...catalog.docs, ...catalog.api, catalog.blog].flatMap((section) => section.pages);
}
