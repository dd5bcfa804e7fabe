import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Swaps modules that every page loads for equivalents that leave out what this site never runs, found with
 * `npm run bench:bundle`. Each replacement keeps the behavior of the module it replaces.
 *
 * - `@docusaurus/utils-common`'s entry is compiled from TypeScript to CommonJS and requires `tslib` for one helper; a
 *   CommonJS `require` keeps every export, so all of tslib was in the entry chunk. The replacement re-exports the same
 *   functions from the files that define them.
 * - With `baseUrlIssueBanner: false` the base URL banner renders nothing, but its component, with the banner's inline
 *   script as a template, still came with every page.
 * - The site config that pages read (`useDocusaurusContext`) is the whole of docusaurus.config.ts, serialized into the
 *   entry chunk: the page template, the head tags, the plugin and preset options, and the two Prism themes, which
 *   only src/plugins/code-colors reads, at build time. The replacement leaves those out (see `clientSiteConfig`).
 */
export default function leanerEntryPlugin(context: LoadContext): Plugin {
  const replacement = (file: string) => path.join(__dirname, file);
  let siteConfigModule = '';
  return {
    name: 'leaner-entry',
    async contentLoaded({ actions }) {
      const siteConfig = JSON.stringify(clientSiteConfig(context.siteConfig), null, 2);
      siteConfigModule = await actions.createData('docusaurus.config.mjs', `export default ${siteConfig};\n`);
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
            replacement('utils-common.js'),
          ),
          new NormalModuleReplacementPlugin(/[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, siteConfigModule),
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

/**
 * Fields of the site config that only the build reads. No client code of Docusaurus, its themes or this site reads
 * them (`grep -r "siteConfig\.<field>"` over the client sources); client code that starts to would find them missing.
 */
const buildOnlyFields = ['ssrTemplate', 'headTags', 'presets', 'plugins', 'themes', 'markdown'] as const;

function clientSiteConfig(siteConfig: LoadContext['siteConfig']): object {
  const config = JSON.parse(JSON.stringify(siteConfig));
  for (const field of buildOnlyFields) {
    delete config[field];
  }
  // Code blocks keep `magicComments`, `defaultLanguage` and `additionalLanguages`, which the browser reads.
  delete config.themeConfig.prism.theme;
  delete config.themeConfig.prism.darkTheme;
  return config;
}
