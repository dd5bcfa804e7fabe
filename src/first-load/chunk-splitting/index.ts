import type { Plugin } from '@docusaurus/types';

/**
 * Code that may be shared between chunks: packages, our theme overrides and components that wrap them, and the modules
 * at the top of `src/` that those import.
 */
export const sharedCode = /[\\/](node_modules[\\/]|src[\\/](theme[\\/]|components[\\/]|hooks[\\/]|[^\\/]+\.tsx?$))/;

/**
 * Two changes to how the bundler splits the browser's code, found with `npm run bench:bundle`. Together they take
 * 0.6 to 1.9 KB gzip off each page type's first load (/: 0.6, a tutorial page: 1.9):
 *
 * - Docusaurus shares code between route chunks only when it comes from `node_modules`, so our theme wrappers were
 *   copied into every route chunk that used them, and a docs page loaded the code block's twice. They are shared
 *   like the packages they wrap. So are the modules at the top of `src/` they import: left out, the two that docs
 *   pages and posts share (social cards, Markdown twins) were a chunk of their own, one request and 0.2–0.3 KB gzip
 *   more on docs pages and 0.2 on blog pages.
 * - Chunk files are named by number rather than by route module hash, so the runtime that every page loads holds no
 *   table of the names of some two hundred chunks.
 */
export default function chunkSplittingPlugin(): Plugin {
  return {
    name: 'chunk-splitting',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        optimization: {
          splitChunks: {
            cacheGroups: { defaultVendors: { test: sharedCode, priority: -10, reuseExistingChunk: true } },
          },
        },
      };
    },
  };
}
