import blogPlugin, {
  validateOptions as validateBlogOptions,
  type Options as BlogOptions,
  type PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import type { LoadContext, OptionValidationContext } from '@docusaurus/types';

import { changelogBlogId, copyright, docsEditUrl, productName } from '../../siteFacts';

// The release notes are a second blog, as docusaurus.io keeps its own: one post per release in changelog/, with its own
// feeds, apart from the blog's list, tags and feeds. Three entries need no archive, no tags and no authors.
const changelogOptions = {
  id: changelogBlogId,
  path: 'changelog',
  routeBasePath: 'changelog',
  blogTitle: 'Changelog',
  blogDescription:
    'What each Anemos release added, changed and fixed, what it breaks, the Kubernetes versions it knows and the ' +
    'defects it shipped with, newest release first.',
  editUrl: ({ blogPath }) => `${docsEditUrl}changelog/${blogPath}`,
  showLastUpdateTime: true,
  // Release notes are looked up, not read through: a reading time says nothing useful about them.
  showReadingTime: false,
  blogSidebarTitle: 'Releases',
  blogSidebarCount: 'ALL',
  archiveBasePath: null,
  tags: false,
  feedOptions: {
    type: ['rss', 'atom'],
    title: `${productName} releases`,
    description: `Release notes of ${productName}`,
    copyright,
  },
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} satisfies BlogOptions;

/**
 * The release notes' instance of `@docusaurus/plugin-content-blog`, with its options. They are set here, not in the
 * plugin's entry in docusaurus.config.ts, because the site config ships to every page with each entry's options, which
 * the browser never reads: 0.2 KB gzip on every page. The entry passes none.
 */
export default function changelogPlugin(
  context: LoadContext,
  options: BlogPluginOptions,
): ReturnType<typeof blogPlugin> {
  return blogPlugin(context, options);
}

export function validateOptions({ validate }: OptionValidationContext<unknown, BlogPluginOptions>): BlogPluginOptions {
  return validateBlogOptions({ validate, options: changelogOptions });
}
