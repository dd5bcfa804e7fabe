import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';

import { pagePath } from '../../markdownTwin';

/** A page with a Markdown twin, as llms.txt lists it. */
export type TwinPage = { title: string; description: string; permalink: string };

/** Descriptions may span lines in front matter; a list entry keeps them on one. */
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The pages of one llms.txt section, in the order a reader meets them. */
export type TwinSection = { title: string; pages: TwinPage[] };

/** The twins of one docs version. */
export type VersionCatalog = {
  /** The version's name (`current` for Next) and the label the version menu shows. */
  name: string;
  label: string;
  /** Whether no release runs it (Next): the docs plugin shows such a version's pages under an "unreleased" banner. */
  unreleased: boolean;
  /** Where its pages start, with a trailing slash: `/docs/` for Next, `/docs/0.2/` for 0.2. */
  path: string;
  /** Hand-written docs, one section per top-level sidebar category, in sidebar order. */
  docs: TwinSection[];
  /** The API reference, one section per kind of item (classes, enums, functions, ...). */
  api: TwinSection[];
};

export type TwinCatalog = {
  /** The docs version readers land on, found by the name the site facts give it (`release.version`). */
  release: VersionCatalog;
  /** The docs versions, the release first. */
  versions: VersionCatalog[];
  blog: TwinSection;
  /** The release notes, a second blog: one post per release, newest first. */
  changelog: TwinSection;
};

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
function apiKind(permalink: string, apiPrefix: string): string {
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

type LoadedVersion = DocsContent['loadedVersions'][number];

/** An API page's description, which src/plugins/typedoc-page-descriptions keeps out of the docs plugin's data. */
function metaDescription(doc: LoadedVersion['docs'][number]): string {
  const { meta_description: description } = doc.frontMatter as { meta_description?: unknown };
  return typeof description === 'string' ? description : '';
}

function versionCatalog(version: LoadedVersion): VersionCatalog {
  const apiPrefix = `${pagePath(version.path)}api/`;
  const docs = new Map(
    version.docs.map((doc) => [
      doc.id,
      {
        title: doc.title,
        description: oneLine(doc.description || metaDescription(doc)),
        permalink: pagePath(doc.permalink),
      },
    ]),
  );
  const pages = Object.values(version.sidebars).flatMap((sidebar) => sidebarPages(sidebar, docs, ''));
  const handWritten = pages.filter(({ page }) => !page.permalink.startsWith(apiPrefix));
  const api = pages.filter(({ page }) => page.permalink.startsWith(apiPrefix));
  return {
    name: version.versionName,
    label: version.label,
    unreleased: version.banner === 'unreleased',
    path: pagePath(version.path),
    docs: groupBy(handWritten.map(({ section, page }) => ({ section: section || 'Docs', page }))),
    api: groupBy(api.map(({ page }) => ({ section: apiKind(page.permalink, apiPrefix), page }))),
  };
}

function postsSection(title: string, content: BlogContent): TwinSection {
  return {
    title,
    pages: content.blogPosts.map(({ metadata }) => ({
      title: metadata.title,
      description: oneLine(metadata.description),
      permalink: pagePath(metadata.permalink),
    })),
  };
}

/**
 * The twin catalog, read from what the docs plugin and the two blog plugins (blog, changelog) loaded; `releaseVersion`
 * names the docs version readers land on.
 */
export function twinCatalog(
  docsContent: DocsContent,
  blogContent: BlogContent,
  changelogContent: BlogContent,
  releaseVersion: string,
): TwinCatalog {
  const versions = docsContent.loadedVersions.map(versionCatalog);
  const release = versions.find((version) => version.name === releaseVersion);
  if (!release) {
    throw new Error(`markdown-twins: the docs plugin loaded no version named ${releaseVersion}`);
  }
  return {
    release,
    versions: [release, ...versions.filter((version) => version !== release)],
    blog: postsSection('Blog', blogContent),
    changelog: postsSection('Changelog', changelogContent),
  };
}

/** The docs pages of one version: hand-written ones in sidebar order, then the API reference. */
export function versionPages(version: VersionCatalog): TwinPage[] {
  return [...version.docs, ...version.api].flatMap((section) => section.pages);
}

/** Every page of the catalog: each version's docs, then the blog, then the release notes. */
export function catalogPages(catalog: TwinCatalog): TwinPage[] {
  return [...catalog.versions.flatMap(versionPages), ...catalog.blog.pages, ...catalog.changelog.pages];
}
