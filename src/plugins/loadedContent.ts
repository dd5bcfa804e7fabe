import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { AllContent } from '@docusaurus/types';

/**
 * What the plugins that read every page (`markdown-twins`, `social-cards`, `agent-skill`) take from the others: the
 * docs, the blog and the changelog, the blog plugin's second instance. The build stops, naming `plugin`, when the
 * preset or the changelog is missing.
 */
export function docsBlogAndChangelog(allContent: AllContent, plugin: string) {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const changelog = allContent['docusaurus-plugin-content-blog']?.changelog as BlogContent | undefined;
  if (!docs || !blog || !changelog) {
    throw new Error(`${plugin} needs the docs and blog plugins of the classic preset, and the changelog`);
  }
  return { docs, blog, changelog };
}
