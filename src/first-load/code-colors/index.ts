import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { darkCodeTheme, lightCodeTheme } from '../../prismThemes';
import { codeColorsCss } from './codeColorsCss';

/**
 * Code blocks color their tokens with CSS, one rule set per color mode, instead of the inline styles Prism themes
 * normally produce. Inline colors can only match the mode the server rendered, which is why the theme re-rendered
 * every code block after loading; with CSS the server markup is right in both modes. The theme itself is given a
 * theme without colors (`themeConfig.prism`), so it writes class names only. The re-render it replaces tokenized every
 * code block a second time after hydration, about 40 ms of main-thread time on a code-heavy page at a 4× slower CPU.
 * The themes are read here rather than passed as options: a plugin's options ship to every page in the site config.
 */
export default function codeColorsPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-colors', 'code-colors.css');
  mkdirSync(path.dirname(cssFile), { recursive: true });
  writeFileSync(cssFile, codeColorsCss({ light: lightCodeTheme, dark: darkCodeTheme }));
  return {
    name: 'code-colors',
    getClientModules() {
      return [cssFile];
    },
  };
}
