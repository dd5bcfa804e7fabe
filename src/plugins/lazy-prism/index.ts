import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

/**
 * The classic theme registers a client module that loads Prism and its grammars on every page, which put them in the
 * entry bundle and in every page's startup work. The code block override loads Prism itself, in the chunk that
 * highlights code (src/components/HighlightedCodeLines), so the theme's module is replaced by an empty one.
 */
export default function lazyPrismPlugin(): Plugin {
  const emptyModule = path.join(__dirname, 'empty-client-module.js');
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            emptyModule,
          ),
        ],
      };
    },
  };
}
