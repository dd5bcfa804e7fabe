import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions as TypedocOptions } from 'docusaurus-plugin-typedoc';

import {
  communityLinks,
  copyright,
  docsEditUrl,
  organizationName,
  productName,
  productionUrl,
  release,
  repositoryUrl,
  socialLinks,
  tagline,
  webFont,
} from './src/siteFacts';
import { classNamesOnlyCodeTheme } from './src/prismThemes';
import jsxAnchorTargets from './src/remark/jsxAnchorTargets';
import glossaryTerms from './src/remark/glossaryTerms';
import codeTypes from './src/remark/codeTypes';
import { magicComments } from './src/plugins/code-types/magicComments';
import { replaceApiCategory } from './src/sidebars/apiCategory';
import type { BundleReportOptions } from './scripts/bench/bundle-report';
import type { SearchPluginOptions } from './src/search/plugin';

// Previews and forks deploy elsewhere; canonical URLs, the sitemap and the feeds must point at the host that serves
// them.
const siteUrl = process.env.SITE_URL ?? productionUrl;
// DocSearch credentials are public, search-only keys that the deploy workflow passes in. Fresh clones, previews and
// offline builds have none: the same search UI then answers from an index built with the site.
const algoliaAppId = process.env.ALGOLIA_APP_ID;
const algoliaApiKey = process.env.ALGOLIA_API_KEY;
const algoliaIndexName = process.env.ALGOLIA_INDEX_NAME ?? 'anemos-docs';
const hostedSearch = Boolean(algoliaAppId && algoliaApiKey);
// Analytics only runs where a measurement ID is given, so local and preview builds never report page views.
const gaTrackingId = process.env.GA_TRACKING_ID;
// Finding what makes the first load heavy needs the bundler's own figures; `npm run bench:bundle` sets this path.
const bundleReportFile = process.env.BUNDLE_REPORT;

// The docs plugin is the classic preset's, `@docusaurus/plugin-content-docs`.
const docsOptions = {
  sidebarPath: './sidebars.ts',
  sidebarCollapsed: false,
  // The release is the version readers land on. Next keeps the `/docs/` routes (tests/fixtures/routes.ts), is marked
  // as unreleased and is kept out of search engines (and the sitemap), which should send readers only to code that
  // runs on the release.
  lastVersion: release.version,
  versions: {
    current: { label: 'Next', path: '', banner: 'unreleased', noIndex: true },
    [release.version]: { label: release.version, path: release.version, banner: 'none' },
  },
  remarkPlugins: [jsxAnchorTargets, glossaryTerms, codeTypes],
  // The API pages are generated from declarations, so they have no file of their own to edit or date.
  editUrl: ({ docPath, versionDocsDirPath }) =>
    docPath.startsWith('api/') ? undefined : `${docsEditUrl}${versionDocsDirPath}/${docPath}`,
  showLastUpdateTime: true,
  async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...generatorArgs }) {
    return replaceApiCategory(await defaultSidebarItemsGenerator(generatorArgs), generatorArgs.version.contentPath);
  },
} satisfies DocsOptions;

const presetOptions = {
  docs: docsOptions,
  blog: {
    blogTitle: 'Blog',
    blogDescription: 'Articles about Anemos and about running applications on Kubernetes.',
    showReadingTime: true,
    editUrl: ({ blogPath }) => `${docsEditUrl}blog/${blogPath}`,
    showLastUpdateTime: true,
    blogSidebarTitle: 'All posts',
    blogSidebarCount: 'ALL',
    feedOptions: { type: ['rss', 'atom'], title: `${productName} blog`, copyright },
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
  },
  theme: { customCss: './src/css/custom.css' },
  sitemap: { ignorePatterns: ['/tests/**'], lastmod: 'date' },
  ...(gaTrackingId ? { gtag: { trackingID: gaTrackingId, anonymizeIP: true } } : {}),
} satisfies Preset.Options;

const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{ name: 'keywords', content: 'kubernetes, package manager, manifests, javascript, typescript, helm' }],
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  announcementBar: {
    id: 'blog-mounting-large-files',
    content:
      'New on the blog: <a href="/blog/mounting-large-files/">mounting large files into containers without copying them</a>.',
    isCloseable: true,
    // Inline styles, so the colors come from CSS variables that follow the color mode (see custom.css).
    backgroundColor: 'var(--site-announcement-background)',
    textColor: 'var(--site-announcement-color)',
  },
  docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  navbar: {
    title: productName,
    hideOnScroll: false,
    logo: { alt: `${productName} logo`, src: 'img/logo.svg', width: 32, height: 32 },
    items: [
      { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
      { to: '/blog/', label: 'Blog', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right' },
      { href: repositoryUrl, label: 'GitHub', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Overview', to: `/docs/${release.version}/` },
          { label: 'Installation', to: `/docs/${release.version}/installation/` },
          { label: 'API reference', to: `/docs/${release.version}/api/` },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Stack Overflow', href: communityLinks.stackOverflow },
          { label: 'GitHub', href: communityLinks.gitHub },
        ],
      },
      {
        title: 'Social',
        items: [
          { label: 'X', href: socialLinks.x },
          { label: 'LinkedIn', href: socialLinks.linkedIn },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog/' },
          { label: 'Changelog', to: '/changelog/' },
        ],
      },
    ],
    copyright,
  },
  prism: {
    // Colors come from CSS (src/first-load/code-colors), so the server markup suits either color mode.
    theme: classNamesOnlyCodeTheme,
    darkTheme: classNamesOnlyCodeTheme,
    additionalLanguages: ['diff', 'bash', 'powershell'],
    // The theme's, and `// @ts-expect-error` for a line whose compile error an example shows (src/plugins/code-types).
    magicComments,
  },
  mermaid: { theme: { light: 'neutral', dark: 'dark' } },
  algolia: {
    // The embedded index ignores the credentials; the theme only requires them to be present.
    appId: hostedSearch ? algoliaAppId! : 'embedded',
    apiKey: hostedSearch ? algoliaApiKey! : 'embedded',
    indexName: algoliaIndexName,
    contextualSearch: true,
    searchPagePath: 'search',
  },
} satisfies Preset.ThemeConfig;

// TypeDoc reads typedoc.json (Next) and typedoc-<version>.json, so `npx typedoc --options …` and the site build
// share one configuration per version.
// The plugin writes to docs/api/ unless told otherwise, and names sidebar items relative to `docsPath`.
const releaseDocsPath = `./versioned_docs/version-${release.version}`;
const releaseTypedocOptions = {
  id: `api-${release.version}`,
  options: `typedoc-${release.version}.json`,
  out: `${releaseDocsPath}/api`,
  docsPath: releaseDocsPath,
} satisfies Partial<TypedocOptions> & Record<'id' | 'options' | 'out' | 'docsPath', string>;

const config: Config = {
  title: productName,
  tagline,
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  organizationName,
  projectName: 'anemos-docs',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  // The base URL is fixed at '/', so the theme's misconfiguration banner script would be dead weight.
  baseUrlIssueBanner: false,
  i18n: { defaultLocale: 'en', locales: ['en'] },
  future: {
    faster: true,
    // All v4 flags but one: the color mode is stored under exactly `theme` (tests/color-mode.spec.ts), which
    // namespacing would suffix.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },
  markdown: { mermaid: true, hooks: { onBrokenMarkdownLinks: 'warn' } },
  themes: ['@docusaurus/theme-mermaid'],
  headTags: [
    // The logo is also the site's icon. A head tag rather than `favicon`, so the icon is declared as the SVG it is.
    { tagName: 'link', attributes: { rel: 'icon', type: 'image/svg+xml', href: '/img/logo.svg' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: webFont.providerOrigin } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: webFont.fileOrigin, crossorigin: 'anonymous' } },
  ],
  presets: [['classic', presetOptions]],
  clientModules: ['./src/first-load/web-font/index.ts', './src/first-load/offscreen-blocks/index.ts'],
  // Each entry is `[plugin, options]`: a package, or the path of one of ours with its options' type checked here.
  // Keep options small: the site config, plugin entries included, ships to every page. A plugin with many options
  // takes them in a module of ours that passes them on (src/plugins/changelog).
  plugins: [
    // The release notes: a second blog, with its own feeds.
    ['./src/plugins/changelog/index.ts', {}],
    [
      'docusaurus-plugin-typedoc',
      { options: 'typedoc.json' } satisfies Partial<TypedocOptions> & Record<'options', string>,
    ],
    ['docusaurus-plugin-typedoc', releaseTypedocOptions],
    ['./src/plugins/clean-html-urls/index.ts', {}],
    ['./src/plugins/csp-inline-hashes/index.ts', {}],
    ['./src/plugins/announcement-bar-reset/index.ts', {}],
    ['./src/search/plugin.ts', { embedded: !hostedSearch } satisfies SearchPluginOptions],
    ['./src/first-load/code-colors/index.ts', {}],
    ['./src/first-load/lazy-prism/index.ts', {}],
    ['./src/first-load/chunk-splitting/index.ts', {}],
    ['./src/first-load/compile-hints/index.ts', {}],
    ['./src/plugins/markdown-twins/index.ts', {}],
    ['./src/plugins/social-cards/index.ts', {}],
    ['./src/plugins/agent-skill/index.ts', {}],
    ['./src/first-load/inline-stylesheet/index.ts', {}],
    ...(bundleReportFile
      ? [['./scripts/bench/bundle-report/index.ts', { reportFile: bundleReportFile } satisfies BundleReportOptions]]
      : []),
    ['@docusaurus/plugin-content-pages', { id: 'dogfooding', path: '_dogfooding/pages', routeBasePath: '/tests/' }],
    ['./src/build-speed/no-postcss-config-search.ts', {}],
    ['./src/build-speed/single-file-server-bundle.ts', {}],
    // Last, so the rules every other plugin adds are already there for it to keep away from `?raw` imports.
    ['./src/plugins/raw-imports/index.ts', {}],
  ],
  themeConfig,
};

export default config;
