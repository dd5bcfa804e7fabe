import { compatibilityRows, releases } from '../../data/releases';
import { productName, release } from '../../siteFacts';
import { apiCategoryLabel } from '../../sidebars/apiCategory';
import type { TwinPage, VersionCatalog } from '../markdown-twins/catalog';

/** What a card shows: the page's title, the part of the site it belongs to, and which release its content is for. */
export type CardText = { title: string; section: string; versionLine: string };

/** A page's card, with the permalink its address is derived from (src/socialCard.ts). */
export type Card = CardText & { permalink: string };

/** The pages that get a card: those with a Markdown twin, so the docs as the twin catalog lists them. */
export type CardSources = {
  /** Each docs version's hand-written pages by top-level sidebar category, and its API pages. */
  versions: readonly VersionCatalog[];
  /** Blog posts; `date` is the front matter's date, an ISO 8601 string. */
  blogPosts: readonly (TwinPage & { date: string })[];
  releaseNotes: readonly TwinPage[];
};

/**
 * The release's pages name the release and the Kubernetes versions it supports, as the version badge does; the pages
 * of a version no release runs say so instead, since code from them does not run on what readers install.
 */
export function docsVersionLine(version: Pick<VersionCatalog, 'name' | 'label' | 'unreleased'>): string {
  if (version.unreleased) {
    return `${version.label}: development snapshot`;
  }
  if (version.name !== release.version) {
    throw new Error(`social cards know the Kubernetes versions of ${release.version} only, not of ${version.name}`);
  }
  return `${productName} ${release.version} · Kubernetes ${release.kubernetesVersions}`;
}

/** A release's notes name that release and the Kubernetes versions its row of the compatibility table gives. */
export function releaseNotesVersionLine(permalink: string): string {
  const tag = releases.find((entry) => entry.notesPath === permalink)?.tag;
  const row = compatibilityRows.find((candidate) => candidate.name === tag);
  if (!tag || !row) {
    throw new Error(`${permalink} is no release in src/data/releases.ts, so its card cannot name its versions`);
  }
  return `${productName} ${tag} · Kubernetes ${row.kubernetesVersions}`;
}

/** A post is about no one release: its card gives its date, as the post's header does. */
export function blogPostDateLine(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}

/** Every card of the site: each docs page in each version, each blog post and each release's notes. */
export function socialCards({ versions, blogPosts, releaseNotes }: CardSources): Card[] {
  const docsCards = versions.flatMap((version) => {
    const versionLine = docsVersionLine(version);
    const handWritten = version.docs.flatMap((section) =>
      section.pages.map((page) => ({ section: section.title, page })),
    );
    const api = version.api.flatMap((section) => section.pages.map((page) => ({ section: apiCategoryLabel, page })));
    return [...handWritten, ...api].map(({ section, page }) => ({
      permalink: page.permalink,
      title: page.title,
      section,
      versionLine,
    }));
  });
  return [
    ...docsCards,
    ...blogPosts.map(({ permalink, title, date }) => ({
      permalink,
      title,
      section: 'Blog',
      versionLine: blogPostDateLine(date),
    })),
    ...releaseNotes.map(({ permalink, title }) => ({
      permalink,
      title,
      section: 'Release notes',
      versionLine: releaseNotesVersionLine(permalink),
    })),
  ];
}
