import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type {
  LoadedContent,
  PluginOptions,
  PropSidebarItem,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import type { PluginModule, RouteConfig } from '@docusaurus/types';

/**
 * The docs a card can show: the doc links directly inside a category that has a page of its own, since the theme's
 * category pages (and a `<DocCardList />` on a category's doc) list exactly those items, as cards.
 */
export function cardDocIds(items: readonly PropSidebarItem[], insideCategoryPage = false): Set<string> {
  const ids = new Set<string>();
  for (const item of items) {
    if (item.type === 'link' && item.docId && insideCategoryPage) {
      ids.add(item.docId);
    } else if (item.type === 'category') {
      cardDocIds(item.items, Boolean(item.href)).forEach((id) => ids.add(id));
    }
  }
  return ids;
}

/** The version data with the title and description of only the docs that a card can show. */
export function withCardDocsOnly(version: PropVersionMetadata): PropVersionMetadata {
  const cardDocs = new Set(Object.values(version.docsSidebars).flatMap((sidebar) => [...cardDocIds(sidebar)]));
  return {
    ...version,
    docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => cardDocs.has(id))),
  };
}

function withLeanVersionData(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  return {
    ...route,
    ...(version?.docs ? { props: { ...route.props, version: withCardDocsOnly(version) } } : {}),
    ...(route.routes ? { routes: route.routes.map(withLeanVersionData) } : {}),
  };
}

/**
 * The docs plugin, with less data on every docs page. Its version data, which every docs page loads, carries the
 * title and description of every doc, yet only a doc card reads them (`useDocById`), and the generated API pages are
 * never cards: keeping only what cards show takes 3.0 KB gzip off each docs page's first load. Each page keeps its own
 * title and description in its own metadata. tests/upgrade/docs-card-data.test.ts fails when an upgrade changes where
 * the version data is or what reads it.
 */
const docsCardDataPlugin: PluginModule<LoadedContent> = async (context, options) => {
  // Docusaurus has run the options through validateOptions below, the docs plugin's own, defaults included.
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  return {
    ...plugin,
    contentLoaded({ actions, ...rest }) {
      return plugin.contentLoaded?.({
        ...rest,
        actions: { ...actions, addRoute: (route) => actions.addRoute(withLeanVersionData(route)) },
      });
    },
  };
};
docsCardDataPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];

export default docsCardDataPlugin;
