import { createHash } from 'node:crypto';
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { pagePath } from '../../markdownTwin';
import { release } from '../../siteFacts';
import { socialCardUrl } from '../../socialCard';
import { docsBlogAndChangelog } from '../loadedContent';
import { twinCatalog } from '../markdown-twins/catalog';
import { socialCards, type Card } from './cardText';
import { cardRenderer, rendererFingerprint } from './render';

/**
 * Draws a social card, the image a link preview shows, for every page with a Markdown twin: each docs and API page of
 * each version, each blog post and each release's notes.
 *
 * The pages name their card from the theme's metadata components (src/components/SocialCardMetadata), which render on
 * the server like the rest of the head: the static HTML a link preview is made from names the card, and hydration
 * keeps it. Rewriting the built HTML instead would have the head disagree with React's once the page hydrates, and
 * setting `image` in every page's front matter would mean working out titles and sections before the content plugins
 * do. A card's address is derived from its page's permalink (src/socialCard.ts), so no list of cards ships to the
 * browser; this plugin draws the cards, after the build, from the titles and sidebars the content plugins loaded.
 *
 * Drawing the cards of some 200 pages takes about ten seconds, so each card is kept under
 * node_modules/.cache/social-cards/ by a hash of its text and of how cards are drawn: a page whose card shows the
 * same as before costs a file copy on the next build.
 */
export default function socialCardsPlugin(): Plugin {
  let cards: Card[] = [];
  return {
    name: 'social-cards',
    async allContentLoaded({ allContent }) {
      const { docs, blog, changelog } = docsBlogAndChangelog(allContent, 'social-cards');
      // A card of its own would be a second image to keep at the size and weight the tests check; the build draws one.
      const withImage = [
        ...docs.loadedVersions
          .flatMap((version) => version.docs)
          .map(({ source, frontMatter }) => ({
            source,
            image: frontMatter.image,
          })),
        ...[...blog.blogPosts, ...changelog.blogPosts].map(({ metadata }) => ({
          source: metadata.source,
          image: metadata.frontMatter.image,
        })),
      ].filter(({ image }) => image !== undefined);
      if (withImage.length > 0) {
        const sources = withImage.map(({ source }) => source).join(', ');
        throw new Error(
          `the build draws each page's social card; remove \`image\` from the front matter of ${sources}`,
        );
      }
      const catalog = twinCatalog(docs, blog, changelog, release.version);
      cards = socialCards({
        versions: catalog.versions,
        blogPosts: blog.blogPosts.map(({ metadata }) => ({
          title: metadata.title,
          description: metadata.description,
          permalink: pagePath(metadata.permalink),
          date: new Date(metadata.date).toISOString(),
        })),
        releaseNotes: catalog.changelog.pages,
      });
    },
    async postBuild({ outDir, siteDir }) {
      const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'social-cards');
      await mkdir(cacheDir, { recursive: true });
      const fingerprint = await rendererFingerprint();
      const cacheFiles = new Map(
        cards.map(({ permalink, title, section, versionLine }) => {
          const key = createHash('sha256').update(JSON.stringify([fingerprint, title, section, versionLine]));
          return [permalink, path.join(cacheDir, `${key.digest('hex')}.png`)];
        }),
      );
      const exists = (file: string) =>
        stat(file).then(
          () => true,
          () => false,
        );
      // By cache file, so that two pages whose cards show the same get one drawing.
      const missing = new Map<string, Card>();
      for (const card of cards) {
        const file = cacheFiles.get(card.permalink)!;
        if (!missing.has(file) && !(await exists(file))) {
          missing.set(file, card);
        }
      }
      if (missing.size > 0) {
        const draw = await cardRenderer();
        // Two at a time: one card is laid out on this thread while the other is drawn on the thread pool.
        await inTurns([...missing], 2, async ([file, card]) => {
          const partial = `${file}.${process.pid}.tmp`;
          await writeFile(partial, await draw(card));
          await rename(partial, file);
        });
      }
      for (const [permalink, file] of cacheFiles) {
        const target = path.join(outDir, socialCardUrl(permalink));
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(file, target);
      }
    },
  };
}

/** Runs `work` on every item, at most `lanes` at once. */
async function inTurns<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}
