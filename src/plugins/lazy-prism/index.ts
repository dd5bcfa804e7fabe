import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Keeps Prism out of the pages' startup work. The classic theme registers a client module that loads Prism and its
 * grammars on every page, which put them in the entry bundle; it is replaced by an empty module, since the code block
 * override loads Prism itself, in the chunk that highlights code (src/components/CodeHighlighter). The browser
 * fetches that chunk on demand, while the server build uses the highlighter directly, so its render never suspends.
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const emptyModule = path.join(__dirname, 'empty-client-module.js');
  const highlighterDir = path.join(context.siteDir, 'src/components/CodeHighlighter');
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            emptyModule,
          ),
          ...(isServer
            ? [
                new NormalModuleReplacementPlugin(
                  /CodeHighlighter[\\/]onDemand\.tsx$/,
                  path.join(highlighterDir, 'index.tsx'),
                ),
              ]
            : []),
        ],
      };
    },
  };
}
