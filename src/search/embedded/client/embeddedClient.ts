import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import { indexFileName, isDocsTag } from '../indexFormat';
import type { EmbeddedSearchEngine } from './engine';
import { answerFromIndex, normalizeRequests, type SearchInput, type SearchResponse } from './requests';

type DocsGlobalData = Record<string, { versions: { name: string; isLast: boolean }[] }>;

const [docsPluginId, docsPlugin] = Object.entries(
  (globalData['docusaurus-plugin-content-docs'] ?? {}) as DocsGlobalData,
)[0]!;
const docsTagFor = (versionName: string) => `docs-${docsPluginId}-${versionName}`;

/** The tag of the version readers land on, for a search that names no docs version. */
function latestDocsTag(): string {
  return docsTagFor(docsPlugin.versions.find((version) => version.isLast)!.name);
}

/**
 * The version the first search will ask for, as contextual search picks it: the page's own, else the one the reader
 * chose in the version menu (stored by the theme), else the latest.
 */
function expectedDocsTag(): string {
  if (!ExecutionEnvironment.canUseDOM) {
    return latestDocsTag();
  }
  const pageTag = document.querySelector<HTMLMetaElement>('meta[name="docsearch:docusaurus_tag"]')?.content;
  if (pageTag && isDocsTag(pageTag)) {
    return pageTag;
  }
  try {
    const preferred = localStorage.getItem(`docs-preferred-version-${docsPluginId}`);
    if (preferred && docsPlugin.versions.some((version) => version.name === preferred)) {
      return docsTagFor(preferred);
    }
  } catch {
    // Storage can be unavailable (privacy settings); the latest version is then what contextual search asks for.
  }
  return latestDocsTag();
}

/**
 * The docs version a search asks for: contextual search filters on the page's own version (or the reader's
 * preferred one), and the search page on the version the reader picked.
 */
function docsTagOf(input: SearchInput): string {
  for (const { facetFilters } of normalizeRequests(input)) {
    const filters = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []).flat();
    const tag = filters
      .map((filter) => /^docusaurus_tag:(.+)$/.exec(filter)?.[1])
      .find((value) => value !== undefined && isDocsTag(value));
    if (tag) {
      return tag;
    }
  }
  return latestDocsTag();
}

const engines = new Map<string, Promise<EmbeddedSearchEngine>>();

/** MiniSearch and a version's index are fetched on its first search only, so neither weighs on page loads. */
function loadEngine(docsTag: string): Promise<EmbeddedSearchEngine> {
  const loading =
    engines.get(docsTag) ??
    Promise.all([
      import('minisearch'),
      import('./engine'),
      fetch(`${siteConfig.baseUrl}${indexFileName(docsTag)}`).then((response) => {
        if (!response.ok) {
          throw new Error(`The search index answered ${response.status}`);
        }
        return response.json();
      }),
    ])
      .then(
        ([{ default: MiniSearch }, { EmbeddedSearchEngine: Engine }, index]) =>
          new Engine(MiniSearch, index, siteConfig.url),
      )
      .catch((error: unknown) => {
        // A later search retries, so a reader who reconnects is not stuck with the failure.
        engines.delete(docsTag);
        throw error;
      });
  engines.set(docsTag, loading);
  return loading;
}

/**
 * Answers the Algolia search API from the indexes built with the site. Callers create it when search opens (the
 * modal mounting, the search page rendering), so loading starts then and the reader's first keystroke finds it under
 * way.
 */
export function createEmbeddedSearchClient() {
  // The search that follows reports a failure; this early start only gets ahead of it.
  loadEngine(expectedDocsTag()).catch(() => undefined);
  return {
    appId: 'embedded',
    addAlgoliaAgent(): void {},
    async search(input: SearchInput): Promise<SearchResponse> {
      return answerFromIndex(await loadEngine(docsTagOf(input)), input);
    },
  };
}
