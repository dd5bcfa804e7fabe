import { twinUrl } from './twinUrl';
import type { TwinCatalog, TwinSection } from './catalog';

export type SiteSummary = { name: string; summary: string; siteUrl: string };

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

/** `/llms.txt` in the llmstxt.org format: name, summary, then one list of twins per section. */
export function llmsTxt(site: SiteSummary, catalog: TwinCatalog): string {
  return (
    [
      `# ${site.name}`,
      `> ${site.summary}`,
      `Every page below is the Markdown twin of a page on ${site.siteUrl}: the same URL with \`index.md\` appended. ` +
        `${absolute(site.siteUrl, '/llms-full.txt')} holds all the docs pages in one file, in sidebar order.`,
      ...catalog.docs.map((section) =>
        sectionList(section.title === 'Docs' ? 'Docs' : `Docs: ${section.title}`, section, site.siteUrl),
      ),
      ...catalog.api.map((section) => sectionList(`API reference: ${section.title}`, section, site.siteUrl)),
      sectionList(catalog.blog.title, catalog.blog, site.siteUrl),
    ].join('\n\n') + '\n'
  );
}

/** `/llms-full.txt`: every docs twin, hand-written pages then the API reference, each headed by its address. */
export function llmsFullTxt(site: SiteSummary, catalog: TwinCatalog, twinText: (permalink: string) => string): string {
  const pages = [...catalog.docs, ...catalog.api].flatMap((section) => section.pages);
  const parts = pages.map(
    ({ permalink }) => `<!-- Source: ${absolute(site.siteUrl, permalink)} -->\n\n${twinText(permalink).trim()}`,
  );
  return [`# ${site.name} documentation`, `> ${site.summary}`, ...parts].join('\n\n---\n\n') + '\n';
}
