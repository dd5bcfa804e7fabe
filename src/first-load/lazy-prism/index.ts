import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/** The classic theme's client module that loads Prism and its grammars on every page. */
export const themePrismClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
/** The browser's way to the highlighter: a lazy component, fetched on first use. */
export const lazyHighlighter = /CodeHighlighter[\\/]onDemand\.tsx$/;
export const emptyModule = path.join(__dirname, 'empty-client-module.js');

/**
 * Keeps Prism out of the pages' startup work. The classic theme's Prism client module is replaced by an empty module,
 * since the code block loads Prism itself, in the chunk that highlights code (src/components/CodeHighlighter). The
 * browser fetches that chunk on demand, while the server build uses the highlighter directly, so its render never
 * suspends. Together with the class-only code colors (../code-colors) this keeps about 30 KB gzip of Prism out of every
 * page's first load (the entry chunk measured 166.0 KB gzip with the stock code block, 135.6 KB with ours).
 * tests/upgrade/lazy-prism.test.ts fails when an upgrade changes either module.
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const highlighter = path.join(context.siteDir, 'src/components/CodeHighlighter/index.tsx');
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(themePrismClientModule, emptyModule),
          ...(isServer ? [new NormalModuleReplacementPlugin(lazyHighlighter, highlighter)] : []),
        ],
      };
    },
  };
}
