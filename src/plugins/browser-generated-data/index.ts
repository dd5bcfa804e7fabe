import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Docusaurus generates modules that both the server's render and the browser's entry chunk import, and some of what
 * they hold is read by the build or the server only. In the browser's build, a loader per module leaves that out
 * (gzip, on every page):
 *
 * - the route registry (`registry.js`): each route chunk's module path, which only the server's render reports to
 *   react-loadable, to find the chunks a page needs (0.8 KB);
 * - the site config (`docusaurus.config.mjs`): the page template and the preset and plugin options (0.6 KB);
 * - the site metadata (`site-metadata.json`): every plugin's version, shown by the debug plugin's pages only (0.4 KB).
 *
 * tests/unit/browser-generated-data.test.ts fails when an upgrade changes one of these modules, or starts reading in
 * the browser what its loader leaves out.
 */
export default function browserGeneratedDataPlugin(context: LoadContext): Plugin {
  const loaders = [
    { module: 'registry.js', loader: 'registry-loader.cjs' },
    { module: 'docusaurus.config.mjs', loader: 'site-config-loader.cjs' },
    { module: 'site-metadata.json', loader: 'site-metadata-loader.cjs' },
  ].map(({ module, loader }) => ({
    module: path.join(context.generatedFilesDir, module),
    loader: path.join(__dirname, loader),
  }));
  return {
    name: 'browser-generated-data',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: loaders.map(({ module, loader }) => ({ test: (file: string) => file === module, use: [loader] })),
        },
      };
    },
  };
}
