import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import cli from '../../data/cli/0.2';
import { defectLink, knownDefects, type ReleaseTag } from '../../data/known-defects';
import { glossaries } from '../../data/glossary';
import { pagePath } from '../../markdownTwin';
import { productName, release } from '../../siteFacts';
import { docsBlogAndChangelog } from '../loadedContent';
import { twinCatalog } from '../markdown-twins/catalog';
import { cheatSheetIdioms } from './cheatSheet';
import { discoveryIndex, renderSkill, skillProblems, type SkillDefect } from './skill';

const skillName = 'anemos';
const skillDescription =
  `Writes and checks code for ${productName} ${release.version} (release ${release.tag}), the Kubernetes package ` +
  'manager that runs JavaScript or TypeScript programs to write Kubernetes manifests, and runs its CLI. Use when a ' +
  'project depends on @ohayocorp/anemos or runs the anemos command, or when asked to generate, apply or delete ' +
  `Kubernetes manifests with ${productName}.`;
/** Where Agent Skills Discovery puts a skill, by its name, under the site root. */
const skillPath = `/.well-known/agent-skills/${skillName}/SKILL.md`;
const indexPath = '/.well-known/agent-skills/index.json';
const cheatSheetSource = `versioned_docs/version-${release.version}/reference/cheat-sheet.mdx`;

/** The known defects of the release, each with its fix and its place on the release's troubleshooting page. */
const releaseDefects = knownDefects.filter((defect) => defect.releases.some((tag) => tag === release.tag));

/**
 * Writes an agent skill for the release, `SKILL.md` at `/.well-known/agent-skills/anemos/`, and the Agent Skills
 * Discovery index that lists it with its digest. Everything in it comes from data the site already has: the commands
 * and flags of the release's CLI data, the cheat sheet's snippets, the glossary, and the release's pages. The build
 * fails when the skill would use a pre-0.2 API form, name a command the CLI data lacks or link to Next's docs.
 */
export default function agentSkillPlugin(context: LoadContext): Plugin {
  const absolute = (sitePath: string) => new URL(sitePath, context.siteConfig.url).href;
  let skill = '';
  return {
    name: 'agent-skill',
    // Written when the content is loaded rather than after the build, so a skill that would mislead fails the build
    // before the long part of it.
    async allContentLoaded({ allContent }) {
      const { docs, blog, changelog } = docsBlogAndChangelog(allContent, 'agent-skill');
      const version = docs.loadedVersions.find(({ versionName }) => versionName === release.version);
      if (!version) {
        throw new Error(`agent-skill needs the docs of ${release.version}`);
      }
      if (cli.version !== release.version) {
        throw new Error(`agent-skill reads the CLI data of ${cli.version}, but the release is ${release.version}`);
      }
      const permalinks = new Map(version.docs.map((doc) => [doc.source.replace(/^@site\//, ''), doc.permalink]));
      const pageUrl = (sitePath: string) => {
        const permalink = permalinks.get(sitePath);
        if (!permalink) {
          throw new Error(`${cheatSheetSource} links to ${sitePath}, which is no ${release.version} page`);
        }
        return absolute(pagePath(permalink));
      };
      const readSiteFile = (sitePath: string) => readFileSync(path.join(context.siteDir, sitePath), 'utf8');
      const catalog = twinCatalog(docs, blog, changelog, release.version).release;
      const urls = {
        docs: absolute(catalog.path),
        cliReference: absolute(`${catalog.path}reference/cli/`),
        api: absolute(`${catalog.path}api/`),
        llmsFull: absolute('/llms-full.txt'),
        mcp: absolute('/mcp'),
        nextDocs: absolute('/docs/'),
      };
      skill = renderSkill({
        name: skillName,
        description: skillDescription,
        productName,
        release,
        siteUrl: context.siteConfig.url,
        urls,
        cli,
        idioms: cheatSheetIdioms(readSiteFile(cheatSheetSource), cheatSheetSource, readSiteFile, pageUrl),
        glossary: glossaries[release.version]!,
        // A category's generated index only lists the pages that follow it.
        pages: catalog.docs.map(({ title, pages }) => ({
          title: title === 'Docs' ? 'Getting started' : title,
          pages: pages
            .filter((page) => !page.permalink.startsWith(`${catalog.path}category/`))
            .map((page) => ({ title: page.title, url: absolute(page.permalink) })),
        })),
        knownDefects: releaseDefects.map((defect): SkillDefect => ({
          symptom: defect.inRelease?.[release.tag as ReleaseTag] ?? defect.summary,
          fix: defect.workaround,
          url: absolute(defectLink(defect, '0.2')),
        })),
      });
      const problems = skillProblems(skill, cli, urls.docs, context.siteConfig.url);
      if (problems.length > 0) {
        throw new Error(`The agent skill ${skillPath} would mislead an assistant:\n- ${problems.join('\n- ')}`);
      }
    },
    async postBuild({ outDir }) {
      await mkdir(path.join(outDir, path.dirname(skillPath)), { recursive: true });
      await writeFile(path.join(outDir, skillPath), skill);
      const index = discoveryIndex({ name: skillName, description: skillDescription, url: skillPath, content: skill });
      await writeFile(path.join(outDir, indexPath), index);
    },
  };
}
