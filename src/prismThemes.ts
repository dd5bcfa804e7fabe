import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * One Light and One Dark with every token color nudged (lightness only, so hues stay recognizable) until it reaches
 * WCAG AA contrast against the code background. The stock themes fall short for comments, strings and keys.
 */
const minimumContrast = 4.6;

type Hsl = { hue: number; saturation: number; lightness: number };

function parseHsl(color: string): Hsl {
  const match = /^hsl\(\s*([\d.]+),\s*([\d.]+)%,\s*([\d.]+)%\s*\)$/.exec(color);
  if (!match) {
    throw new Error(`Expected an hsl() color in the Prism theme, got ${color}`);
  }
  return { hue: Number(match[1]), saturation: Number(match[2]), lightness: Number(match[3]) };
}

function toRgb({ hue, saturation, lightness }: Hsl): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

function luminance(color: Hsl): number {
  const [r, g, b] = toRgb(color).map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: Hsl, b: Hsl): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function readableOn(background: Hsl, color: string): string {
  const adjusted = parseHsl(color);
  const step = luminance(background) > 0.5 ? -1 : 1;
  while (contrastRatio(adjusted, background) < minimumContrast && adjusted.lightness > 0 && adjusted.lightness < 100) {
    adjusted.lightness += step;
  }
  return `hsl(${adjusted.hue}, ${adjusted.saturation}%, ${adjusted.lightness}%)`;
}

function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = parseHsl(theme.plain.backgroundColor!);
  return {
    plain: { ...theme.plain, color: readableOn(background, theme.plain.color!), textShadow: undefined },
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: entry.style.color ? { ...entry.style, color: readableOn(background, entry.style.color) } : entry.style,
    })),
  };
}

export const lightCodeTheme = withReadableTokens(themes.oneLight);
export const darkCodeTheme = withReadableTokens(themes.oneDark);

/**
 * The theme the classic theme's code blocks render with: no colors at all, so tokens carry class names only and
 * src/first-load/code-colors colors them from CSS in either color mode.
 */
export const classNamesOnlyCodeTheme: PrismTheme = { plain: {}, styles: [] };
