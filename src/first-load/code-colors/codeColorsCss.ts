import type { PrismTheme } from 'prism-react-renderer';

type CssDeclarations = Record<string, string | number | undefined>;

// Light is also the mode of a page whose color-mode script has not run, so it applies to everything not dark.
const modeSelectors = { light: "html:not([data-theme='dark'])", dark: "html[data-theme='dark']" } as const;

function declarations(style: CssDeclarations): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}

/**
 * CSS equivalent of a pair of Prism themes. Rules keep the theme's order, so where a token type appears in several
 * entries the later one wins, as it does when prism-react-renderer merges inline styles.
 */
export function codeColorsCss(themes: Record<keyof typeof modeSelectors, PrismTheme>): string {
  const rules: string[] = [];
  for (const [mode, theme] of Object.entries(themes) as [keyof typeof modeSelectors, PrismTheme][]) {
    const root = modeSelectors[mode];
    rules.push(
      `${root}{${declarations({ '--prism-color': theme.plain.color, '--prism-background-color': theme.plain.backgroundColor })}}`,
    );
    for (const entry of theme.styles) {
      const scopes = entry.languages?.map((language) => `${root} .language-${language}`) ?? [root];
      const selectors = scopes.flatMap((scope) => entry.types.map((type) => `${scope} .token.${type}`));
      rules.push(`${selectors.join(',')}{${declarations(entry.style as CssDeclarations)}}`);
    }
  }
  return `${rules.join('\n')}\n`;
}
