import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { twinUrl } from '../../markdownTwin';
import { docsVersionDescriptions, productName, release, siteSummary } from '../../siteFacts';
import { docsBlogAndChangelog } from '../loadedContent';
import { catalogPages, twinCatalog, versionPages, type TwinCatalog } from './catalog';
import { pageToMarkdown } from './htmlToMarkdown';
import { describeVersion, llmsFullTxt, llmsTxt } from './llmsTxt';
import { versionLine, withVersionLine } from './versionLine';

/**
 * Writes a Markdown twin beside every docs page, API page, blog post and release notes entry (`<page>/index.md`),
 * converted from the built HTML so that imported code examples are in it, plus `/llms.txt` and `/llms-full.txt` that
 * list them. The texts llms.txt opens with are site facts, imported rather than passed as options: a plugin's options
 * ship to every page in the site config. Each twin of a version no release runs (Next) opens with a version line.
 */
export default function markdownTwinsPlugin(): Plugin {
  let catalog: TwinCatalog | undefined;
  return {
    name: 'markdown-twins',
    async allContentLoaded({ allContent }) {
      const { docs, blog, changelog } = docsBlogAndChangelog(allContent, 'markdown-twins');
      catalog = twinCatalog(docs, blog, changelog, release.version);
    },
    async postBuild({ outDir, siteConfig }) {
      const site = {
        name: productName,
        summary: siteSummary,
        siteUrl: siteConfig.url,
        versions: docsVersionDescriptions,
      };
      const versionLines = new Map(
        catalog!.versions
          .filter((version) => version.unreleased)
          .flatMap((version) =>
            versionPages(version).map(({ permalink }) => [
              permalink,
              versionLine(
                version,
                catalog!.release,
                permalink,
                (described) => describeVersion(site, described),
                site.siteUrl,
              ),
            ]),
          ),
      );
      const twins = new Map<string, string>();
      for (const { permalink } of catalogPages(catalog!)) {
        const html = await readFile(path.join(outDir, permalink, 'index.html'), 'utf8');
        const converted = pageToMarkdown(html, new URL(permalink, siteConfig.url).href);
        if (converted === null) {
          throw new Error(`${permalink} is listed for a Markdown twin, but its HTML is not a docs page or post`);
        }
        const line = versionLines.get(permalink);
        const markdown = line ? withVersionLine(converted, line) : converted;
        twins.set(permalink, markdown);
        await writeFile(path.join(outDir, twinUrl(permalink)), markdown);
      }
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, catalog!));
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(site, catalog!, (permalink) => twins.get(permalink)!),
      );
    },
  };
}
