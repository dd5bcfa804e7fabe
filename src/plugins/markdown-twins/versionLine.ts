import { versionPages, type VersionCatalog } from './catalog';
import { twinUrl } from '../../markdownTwin';

/**
 * The line that opens, under its title, every twin of a docs version no release runs. A twin is often read alone,
 * pasted into an assistant, and without the version menu around it nothing would tell that its code is for a
 * snapshot the release readers install does not run; the line says so and links to the release's twin of the same
 * page, or to the release's first page where it has none.
 */
export function versionLine(
  version: VersionCatalog,
  release: VersionCatalog,
  permalink: string,
  describe: (version: VersionCatalog) => string,
  siteUrl: string,
): string {
  const releasePages = versionPages(release).map((page) => page.permalink);
  const counterpart = release.path + permalink.slice(version.path.length);
  const target = releasePages.includes(counterpart) ? counterpart : releasePages[0]!;
  const link = new URL(twinUrl(target), siteUrl).href;
  const what = target === counterpart ? `this page for ${release.label}` : `the ${release.label} docs`;
  return (
    `> **Version:** this page describes ${version.label}, ${describe(version)}. ` +
    `For ${describe(release)}, read [${what}](${link}).`
  );
}

/** The twin with its version line inserted after the title, the first line. */
export function withVersionLine(twin: string, line: string): string {
  const titleEnd = twin.indexOf('\n');
  return `${twin.slice(0, titleEnd)}\n\n${line}${twin.slice(titleEnd)}`;
}
