import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import type { PrismTheme } from 'prism-react-renderer';

import { codeColorsCss } from './codeColorsCss';

/**
 * Code blocks color their tokens with CSS, one rule set per color mode, instead of the inline styles Prism themes
 * normally produce. Inline colors can only match the mode the server rendered, which is why the theme re-rendered
 * every code block after loading; with CSS the server markup is right in both modes.
 */
export default function codeColorsPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-colors', 'code-colors.css');
  // The themes configured for the classic theme's `prism` option, so there is one place to change them.
  const { prism } = context.siteConfig.themeConfig as ThemeConfig;
  if (!prism?.theme || !prism.darkTheme) {
    throw new Error('code-colors needs both themeConfig.prism.theme and themeConfig.prism.darkTheme');
  }
  mkdirSync(path.dirname(cssFile), { recursive: true });
  // The option's type allows partial themes; ours are the complete ones of src/prismThemes.ts.
  writeFileSync(cssFile, codeColorsCss({ light: prism.theme as PrismTheme, dark: prism.darkTheme as PrismTheme }));
  return {
    name: 'code-colors',
    getClientModules() {
      return [cssFile];
    },
  };
}
