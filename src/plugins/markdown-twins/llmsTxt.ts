import { twinUrl } from '../../markdownTwin';
import { versionPages, type TwinCatalog, type TwinSection, type VersionCatalog } from './catalog';

/**
 * `versions` says, per docs version name, what that version describes, so that a reader (or an assistant) of llms.txt
 * knows which code runs on which release.
 */
export type SiteSummary = { name: string; summary: string; siteUrl: string; versions: Record<string, string> };

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

function sectionList(heading: string, section: TwinSection, siteUrl: string): string {
  const lines = section.pages.map(
    ({ title, description, permalink }) =>
      `- [${title}](${absolute(siteUrl, twinUrl(permalink))})${description ? `: ${description}` : ''}`,
  );
  return [`## ${heading}`, '', ...lines].join('\n');
}

/** What a docs version describes, as the site facts say (`docsVersionDescriptions`). */
export function describeVersion(site: SiteSummary, version: VersionCatalog): string {
  const description = site.versions[version.name];
  if (!description) {
    throw new Error(`llms.txt has no description of docs version ${version.name}`);
  }
  return description;
}

function versionSections(site: SiteSummary, version: VersionCatalog): string[] {
  return [
    ...version.docs.map((section) =>
      sectionList(
        section.title === 'Docs' ? `${version.label} docs` : `${version.label} docs: ${section.title}`,
        section,
        site.siteUrl,
      ),
    ),
    ...version.api.map((section) =>
      sectionList(`${version.label} API reference: ${section.title}`, section, site.siteUrl),
    ),
  ];
}

/**
 * `/llms.txt` in the llmstxt.org format: name, summary, what each docs version describes, then one list of twins per
 * section, the release's docs first.
 */
export function llmsTxt(site: SiteSummary, catalog: TwinCatalog): string {
  const { release } = catalog;
  return (
    [
      `# ${site.name}`,
      `> ${site.summary}`,
      `Every page below is the Markdown twin of a page on ${site.siteUrl}: the same URL with \`index.md\` appended. ` +
        `${absolute(site.siteUrl, '/llms-full.txt')} holds the ${release.label} docs in one file, in sidebar order.`,
      catalog.versions
        .map((version) => `- Sections headed "${version.label}" describe ${describeVersion(site, version)}.`)
        .join('\n'),
      ...catalog.versions.flatMap((version) => versionSections(site, version)),
      sectionList(catalog.blog.title, catalog.blog, site.siteUrl),
      sectionList(catalog.changelog.title, catalog.changelog, site.siteUrl),
    ].join('\n\n') + '\n'
  );
}

/** `/llms-full.txt`: every docs twin of the release readers install, hand-written pages then the API reference. */
export function llmsFullTxt(site: SiteSummary, catalog: TwinCatalog, twinText: (permalink: string) => string): string {
  const { release } = catalog;
  const parts = versionPages(release).map(
    ({ permalink }) => `<!-- Source: ${absolute(site.siteUrl, permalink)} -->\n\n${twinText(permalink).trim()}`,
  );
  return (
    [
      `# ${site.name} ${release.label} documentation`,
      `> ${site.summary}`,
      `These pages describe ${describeVersion(site, release)}.`,
      ...parts,
    ].join('\n\n---\n\n') + '\n'
  );
}
