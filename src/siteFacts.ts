/**
 * Facts about Anemos and its maintainers that the site states in several places
 * (config, navbar, footer, home page). Change them here and nowhere else.
 */
import releaseData from './data/release.json';

export const productName = 'Anemos';
export const tagline = 'Kubernetes package manager';
export const organizationName = 'ohayocorp';
export const companyName = 'Ohayocorp';
export const productionUrl = 'https://anemos.sh';

export const repositoryUrl = 'https://github.com/ohayocorp/anemos';
export const docsRepositoryUrl = 'https://github.com/ohayocorp/anemos-docs';

export const communityLinks = {
  stackOverflow: 'https://stackoverflow.com/questions/tagged/anemos',
  gitHub: repositoryUrl,
} as const;

export const socialLinks = {
  x: 'https://x.com/ohayocorp',
  linkedIn: 'https://www.linkedin.com/company/ohayocorp/',
} as const;

export const copyright = `Copyright © ${new Date().getFullYear()} ${companyName}. Built with Docusaurus.`;

/**
 * Sora is the brand face; the fallback stack keeps text readable while it loads or when the provider is unreachable.
 */
export const webFont = {
  providerOrigin: 'https://fonts.googleapis.com',
  fileOrigin: 'https://fonts.gstatic.com',
  stylesheetUrl: 'https://fonts.googleapis.com/css2?family=Sora:wght@400;600;700&display=swap',
} as const;

/** Edit links open the page's source on the default branch of the docs repository. */
export const docsEditUrl = `${docsRepositoryUrl}/edit/main/`;

/** The one-paragraph summary that opens llms.txt and llms-full.txt. */
export const siteSummary =
  'Anemos is a Kubernetes package manager: a single command-line binary that runs ordinary JavaScript or ' +
  'TypeScript programs and writes the Kubernetes manifests they describe as plain YAML files. It can also apply ' +
  'the result to a cluster, list what it applied and delete it. These pages hold its tutorials, its reference ' +
  'pages, the API reference generated from its TypeScript declarations, comparisons with Helm and other tools, ' +
  'and its blog.';

/**
 * The two docs versions. Readers install the release, so its pages are the default ones; Next documents the
 * development snapshot that the site first described, which no release runs. The release's docs version and tag are
 * named once, in `src/data/release.json`, which the scripts read too (`scripts/site-under-test.mjs`); Docusaurus also
 * needs the version in `versions.json`, which `tests/logic/release-version.test.ts` holds to it.
 */
export const release = {
  version: releaseData.docsVersion,
  tag: releaseData.tag,
  // The compatibility table (src/data/releases.ts) gives this range for each release: the lists are the same at
  // every tag.
  kubernetesVersions: '1.26–1.33',
  downloadUrl: `${repositoryUrl}/releases/download/${releaseData.tag}/`,
} as const;
/** The id of the second blog, the release notes at /changelog/, for the theme parts that tell the two apart. */
export const changelogBlogId = 'changelog';
/** The entry of a release (`v0.2.1`) in the release notes. */
export const releaseNotesPath = (tag: string) => `/changelog/${tag}/` as const;
export const nextSnapshot = { commit: '73d3b32', date: '31 July 2025' } as const;

/** What each docs version describes, by version name, as llms.txt tells its readers. */
export const docsVersionDescriptions: Record<string, string> = {
  [release.version]: `${productName} ${release.version}, release ${release.tag}, the one readers install`,
  current:
    `the development snapshot of ${productName} at commit ${nextSnapshot.commit} (${nextSnapshot.date}), which no ` +
    `release runs; its API differs from ${release.version}'s`,
};
