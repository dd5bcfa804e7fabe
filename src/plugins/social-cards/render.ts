import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import { renderAsync } from '@resvg/resvg-js';

import { productionUrl, productName } from '../../siteFacts';
import { socialCardSize } from '../../socialCard';
import type { CardText } from './cardText';

const require = createRequire(__filename);

// The brand colors of src/css/custom.css: the primary blue and its darkest shade as the ground, the dark mode's
// lighter blues for the text that is not the title. White on either blue passes WCAG AAA.
const colors = {
  ground: '#133776',
  band: '#1b4fa8',
  rule: '#8ab4f8',
  section: '#a6c6fa',
  quiet: '#b4cffb',
  text: '#ffffff',
};

// Sora, the site's web font (src/siteFacts.ts), in the weights the site loads. Satori reads WOFF but not WOFF2, and
// the build has no network, so the files come from the @fontsource package. Only the Latin subset is loaded: a title
// with a character outside it fails the build (see loadAdditionalAsset below) rather than showing a blank box.
const fontWeights = [400, 600, 700] as const;
const fontFile = (weight: number) => require.resolve(`@fontsource/sora/files/sora-latin-${weight}-normal.woff`);
const logoFile = path.resolve(__dirname, '../../../static/img/logo.svg');

/** The inputs of the drawing besides a card's text; a change to any of them makes every card be drawn again. */
const rendererFiles = () => [
  __filename,
  logoFile,
  ...fontWeights.map(fontFile),
  require.resolve('satori/package.json'),
  require.resolve('@resvg/resvg-js/package.json'),
];

/**
 * A hash of how cards are drawn, for the cache: this file, the logo, the fonts, the renderers' versions, and the site
 * facts and size every card shows.
 */
export async function rendererFingerprint(): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify([productName, productionUrl, socialCardSize]));
  for (const file of rendererFiles()) {
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

type Element = { type: string; props: Record<string, unknown> };
const element = (type: string, style: Record<string, unknown>, children?: unknown, attributes = {}): Element => ({
  type,
  props: { style, children, ...attributes },
});

// Long titles (API members, some tutorial steps) step down in size so that three lines hold them.
function titleSize(title: string): number {
  if (title.length <= 28) {
    return 76;
  }
  return title.length <= 56 ? 64 : 52;
}

// API titles are identifiers such as `steps.generateResourcesBasedOnOtherResources`, too long for one line. A
// zero-width space after each dot and before each inner capital lets them wrap between words of the identifier
// rather than at whichever letter meets the edge.
const longWord = /\S{21,}/g;
export function breakableTitle(title: string): string {
  return title.replace(longWord, (word) =>
    word.replace(/\.(?=\S)/g, '.\u200b').replace(/([a-z])(?=[A-Z])/g, '$1\u200b'),
  );
}

function cardElement({ title, section, versionLine }: CardText, logo: string): Element {
  const host = new URL(productionUrl).host;
  return element(
    'div',
    {
      width: socialCardSize.width,
      height: socialCardSize.height,
      display: 'flex',
      flexDirection: 'column',
      background: colors.ground,
      color: colors.text,
      fontFamily: 'Sora',
    },
    [
      element('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 80px 0' }, [
        element('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
          element('div', { display: 'flex', alignItems: 'center' }, [
            element('img', { width: 64, height: 64 }, undefined, { src: logo, width: 64, height: 64 }),
            element('div', { marginLeft: 20, fontSize: 36, fontWeight: 600 }, productName),
          ]),
          element('div', { fontSize: 28, color: colors.quiet }, host),
        ]),
        element(
          'div',
          {
            marginTop: 72,
            fontSize: 28,
            fontWeight: 600,
            color: colors.section,
            textTransform: 'uppercase',
            letterSpacing: 3,
          },
          section,
        ),
        element(
          'div',
          {
            display: 'block',
            marginTop: 20,
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.15,
            lineClamp: 3,
            wordBreak: 'break-word',
          },
          breakableTitle(title),
        ),
      ]),
      element(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          height: 104,
          padding: '0 80px',
          background: colors.band,
          borderTop: `6px solid ${colors.rule}`,
          fontSize: 30,
        },
        versionLine,
      ),
    ],
  );
}

/** Draws cards: the fonts and the logo are read once; satori lays out each card as SVG, and resvg draws it as PNG. */
export async function cardRenderer(): Promise<(text: CardText) => Promise<Buffer>> {
  const fonts = await Promise.all(
    fontWeights.map(async (weight) => ({
      name: 'Sora',
      data: await readFile(fontFile(weight)),
      weight,
      style: 'normal' as const,
    })),
  );
  const logo = `data:image/svg+xml;base64,${(await readFile(logoFile)).toString('base64')}`;
  return async (text) => {
    const svg = await satori(cardElement(text, logo) as Parameters<typeof satori>[0], {
      ...socialCardSize,
      fonts,
      // Asked for text no loaded font covers. The zero-width spaces of breakableTitle need no glyph.
      loadAdditionalAsset: async (language, segment) => {
        if (/^\u200b+$/.test(segment)) {
          return [];
        }
        throw new Error(`"${text.title}": Sora's Latin subset has no glyph for "${segment}" (${language})`);
      },
    });
    // Satori turns text into paths, so resvg needs no fonts of its own; it draws on libuv's thread pool while satori
    // lays out the next card.
    const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
    return image.asPng();
  };
}
