import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';

import { darkCodeTheme, lightCodeTheme } from '../../prismThemes';
import { codeColorsCss } from './codeColorsCss';

/**
 * Code blocks color their tokens with CSS, one rule set per color mode, instead of the inline styles Prism themes
 * normally produce. Inline colors can only match the mode the server rendered, which is why the theme re-rendered
 * every code block after loading; with CSS the server markup is right in both modes.
 */
export default function codeColorsPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-colors', 'code-colors.css');
  const themes: Record<'light' | 'dark', PrismTheme> = { light: lightCodeTheme, dark: darkCodeTheme };
  mkdirSync(path.dirname(cssFile), { recursive: true });
  writeFileSync(cssFile, codeColorsCss(themes));
  return {
    name: 'code-colors',
    getClientModules() {
      return [cssFile];
    },
  };
}
