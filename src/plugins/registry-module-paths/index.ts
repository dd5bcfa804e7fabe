import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * The route registry that Docusaurus generates pairs each route chunk with the path of its module (such as
 * `@site/docs/api/classes/Builder.mdx`), which only the server's render reports, to react-loadable, to find the
 * chunks a page needs. The browser's copy, in the entry chunk that every page loads, drops them (0.8 KB gzip).
 * tests/unit/registry-module-paths.test.ts fails when an upgrade changes the registry's entries or reads the paths
 * in the browser.
 */
export default function registryModulePathsPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'registry-module-paths',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: { rules: [{ test: (file: string) => file === registry, use: [path.join(__dirname, 'loader.cjs')] }] },
      };
    },
  };
}
