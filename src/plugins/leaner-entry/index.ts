import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Swaps modules that every page loads for equivalents that leave out what this site never runs, found with
 * `npm run bench:bundle`. Each replacement keeps the behavior of the module it replaces.
 *
 * - `@docusaurus/utils-common`'s entry is compiled from TypeScript to CommonJS and requires `tslib` for one helper; a
 *   CommonJS `require` keeps every export, so all of tslib was in the entry chunk. The replacement re-exports the same
 *   functions from the files that define them.
 * - The classic theme's progress bar for client-side navigations imported nprogress on every page load, though the
 *   bar shows only after a navigation has taken 200 ms. The replacement imports it when a navigation starts.
 * - With `baseUrlIssueBanner: false` the base URL banner renders nothing, but its component, with the banner's inline
 *   script as a template, still came with every page.
 */
export default function leanerEntryPlugin(context: LoadContext): Plugin {
  const replacement = (file: string) => path.join(__dirname, file);
  return {
    name: 'leaner-entry',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
            replacement('utils-common.js'),
          ),
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
            replacement('nprogress.js'),
          ),
          ...(context.siteConfig.baseUrlIssueBanner
            ? []
            : [
                new NormalModuleReplacementPlugin(
                  /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner[\\/]index\.js$/,
                  replacement('base-url-issue-banner.js'),
                ),
              ]),
        ],
      };
    },
  };
}
