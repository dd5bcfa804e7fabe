import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { pagesByRouteChunk, sectionOf, sectionServed } from './routePages';

/** Code that may be shared between chunks: packages, and our theme overrides and components that wrap them. */
export const sharedCode = /[\\/](node_modules|src[\\/](theme|components|hooks))[\\/]/;

type Chunk = { name?: string | null };

/**
 * How the browser's code is split into files, found with `npm run bench:bundle`. Three changes to the bundler's
 * defaults, each of which made every docs page or every page load less:
 *
 * - Docusaurus shares code between route chunks only when it comes from `node_modules`, so our theme wrappers were
 *   copied into every route chunk that used them, and a page could load the code block's twice. They are shared
 *   like the packages they wrap.
 * - Every docs page loads the same few route chunks (the docs root, version and sidebar layouts, the doc layout, the
 *   version data) and the code only they use, as about a dozen small files. Code and data that nearly every page of
 *   a section needs, and no other page, go into one file per section instead, which compresses better.
 * - Chunk files are named by number rather than by route module hash, so the runtime that every page loads no longer
 *   holds a table of the names of some two hundred chunks.
 */
export default function chunkSplittingPlugin(context: LoadContext): Plugin {
  return {
    name: 'chunk-splitting',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      const generated = (file: string) => readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const pagesByChunk = pagesByRouteChunk(generated('routes.js'), JSON.parse(generated('routesChunkNames.json')));
      const sectionSizes = new Map<string, number>();
      for (const page of new Set([...pagesByChunk.values()].flatMap((pages) => [...pages]))) {
        sectionSizes.set(sectionOf(page), (sectionSizes.get(sectionOf(page)) ?? 0) + 1);
      }
      const isRouteChunk = (chunk: Chunk) => Boolean(chunk.name && pagesByChunk.has(chunk.name));
      /** The section served by the route chunks a module is in (its other chunks load on demand, and keep it). */
      const sectionOfChunks = (chunks: Chunk[]) => {
        const pages = new Set(chunks.filter(isRouteChunk).flatMap((chunk) => [...pagesByChunk.get(chunk.name!)!]));
        return pages.size > 0 ? sectionServed(pages, sectionSizes) : undefined;
      };
      return {
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        optimization: {
          splitChunks: {
            cacheGroups: {
              defaultVendors: { test: sharedCode, priority: -10, reuseExistingChunk: true },
              sections: {
                chunks: isRouteChunk,
                test: (
                  module: unknown,
                  { chunkGraph }: { chunkGraph: { getModuleChunks(module: unknown): Chunk[] } },
                ) => sectionOfChunks(chunkGraph.getModuleChunks(module)) !== undefined,
                name: (_module: unknown, chunks: Chunk[]) => `section-${sectionOfChunks(chunks)}`,
                enforce: true,
                priority: 10,
              },
            },
          },
        },
      };
    },
  };
}
