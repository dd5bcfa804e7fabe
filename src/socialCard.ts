import { pagePath } from './markdownTwin';

/** The size link previews show a large image at: every social card is a PNG of exactly this size. */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** Where the build writes the cards, under the site root; the host serves `/img/` without running functions. */
export const socialCardsDir = 'img/cards';

/**
 * The address of a page's social card, from its permalink alone, so the head tags of a page and the plugin that
 * renders the card agree without any data shipped to the browser: `/docs/0.2/installation/` →
 * `/img/cards/docs/0.2/installation.png`.
 */
export function socialCardUrl(permalink: string): string {
  const page = pagePath(permalink).slice(1, -1);
  if (page === '') {
    throw new Error('the home page keeps the site card and has no card of its own');
  }
  return `/${socialCardsDir}/${page}.png`;
}
