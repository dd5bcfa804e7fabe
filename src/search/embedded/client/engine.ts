import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';

import type { SerializedIndex } from '../indexFormat';
import { highlight, snippet, type HighlightResult, type HighlightTags } from './highlight';

/**
 * Answers Algolia search requests from the embedded index: the subset of the search API that the DocSearch modal and
 * the theme's SearchPage (through algoliasearch-helper) use, with hits shaped as the DocSearch crawler writes them.
 */
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];
type Hierarchy = Record<Level, string | null>;

type StoredRecord = {
  url: string;
  anchor: string | null;
  type: Level | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  facets: Record<string, string>;
};

type IndexedDocument = { id: number; text: string; context: string };

/** One search as the Algolia API takes it, with `params` already merged. */
export type SearchParams = {
  indexName?: string;
  query?: string;
  facetFilters?: string | (string | string[])[];
  facets?: string | string[];
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
};

export type AlgoliaHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: StoredRecord['type'];
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult };
  _snippetResult: { hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult };
};

export type AlgoliaResult = {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; typo: boolean };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
};

// The DocSearch index settings' defaults, which the SearchPage relies on because it sends no highlight parameters.
const DEFAULT_TAGS: HighlightTags = {
  preTag: '<span class="algolia-docsearch-suggestion--highlight">',
  postTag: '</span>',
};
const DEFAULT_SNIPPET_WORDS = 10;
const DEFAULT_HITS_PER_PAGE = 20;
const FIELD_BOOST = { text: 3, context: 1 };
// Page titles outrank headings, headings outrank body text, as DocSearch's `weight.level` ranks them.
const LEVEL_BOOST = [1, 3, 2, 1.6, 1.4, 1.2, 1.1];
// A query that no record matches whole is retried with its words optional; a record must hold this share of them.
const MIN_SHARE_OF_WORDS = 0.5;

/**
 * Typo tolerance close to Algolia's: none for short words, then one, then two. Algolia counts a swap of two letters as
 * one typo while MiniSearch's edit distance counts two, so two are allowed from 5 letters on ("buidler" → "builder").
 */
function typoTolerance(term: string): number {
  return term.length < 4 ? 0 : term.length < 5 ? 1 : 2;
}

function toStoredRecords(index: SerializedIndex, siteUrl: string): StoredRecord[] {
  const records: StoredRecord[] = [];
  index.records.forEach(([pageIndex, level, text, parent, anchor], recordIndex) => {
    const [path, lvl0, lvl1, language, tag] = index.pages[pageIndex];
    const hierarchy = Object.fromEntries(LEVELS.map((name) => [name, null])) as Hierarchy;
    hierarchy.lvl0 = lvl0;
    hierarchy.lvl1 = lvl1;
    // Content hangs under its parent heading; each heading names itself, then its ancestors up to the page title.
    let heading = level >= 2 ? recordIndex : level === 0 ? parent : -1;
    while (heading >= 0 && index.records[heading][1] >= 2) {
      const [, headingLevel, headingText, headingParent] = index.records[heading];
      hierarchy[LEVELS[headingLevel]] = headingText;
      heading = headingParent;
    }
    const anchorOf = level === 0 ? index.records[parent][4] : anchor;
    const pageUrl = new URL(path, siteUrl).href;
    records.push({
      url: anchorOf ? `${pageUrl}#${anchorOf}` : pageUrl,
      anchor: anchorOf || null,
      type: level === 0 ? 'content' : LEVELS[level],
      hierarchy,
      content: level === 0 ? text : null,
      facets: { language, docusaurus_tag: tag, 'hierarchy.lvl0': lvl0 },
    });
  });
  return records;
}

function toDocuments(records: readonly StoredRecord[]): IndexedDocument[] {
  return records.map((record, id) => {
    const levels = LEVELS.slice(1).map((level) => record.hierarchy[level]);
    const ownLevel = record.type === 'content' ? -1 : LEVELS.indexOf(record.type);
    const text = record.type === 'content' ? record.content! : record.hierarchy[record.type]!;
    const context = levels
      .filter((value, position) => value && position + 1 !== ownLevel)
      .concat(record.hierarchy.lvl0)
      .join(' ');
    return { id, text, context };
  });
}

/** `facetFilters` is an AND of entries, each a single filter or an OR group; `-` negates a filter. */
function matchesFilters(record: StoredRecord, facetFilters: SearchParams['facetFilters']): boolean {
  const groups = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []);
  return groups.every((group) =>
    (typeof group === 'string' ? [group] : group).some((filter) => {
      const negated = filter.startsWith('-');
      const separator = filter.indexOf(':');
      const name = filter.slice(negated ? 1 : 0, separator);
      const matches = record.facets[name] === filter.slice(separator + 1);
      return negated ? !matches : matches;
    }),
  );
}

function snippetWords(attributesToSnippet: readonly string[] | undefined, attribute: string): number {
  const entry = attributesToSnippet?.find((spec) => spec.split(':')[0] === attribute);
  return Number(entry?.split(':')[1]) || DEFAULT_SNIPPET_WORDS;
}

function encodeParams(params: SearchParams): string {
  return new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
}

export class EmbeddedSearchEngine {
  private readonly records: StoredRecord[];
  private readonly miniSearch: MiniSearch<IndexedDocument>;
  /** The distinct words of a query, split and normalized as MiniSearch splits and normalizes it. */
  private readonly wordsOf: (query: string) => Set<string>;

  constructor(MiniSearchClass: typeof MiniSearch, index: SerializedIndex, siteUrl: string) {
    this.records = toStoredRecords(index, siteUrl);
    this.miniSearch = new MiniSearchClass<IndexedDocument>({
      fields: ['text', 'context'],
      searchOptions: {
        prefix: true,
        fuzzy: (term) => typoTolerance(term),
        combineWith: 'AND',
        boost: FIELD_BOOST,
        boostDocument: (id) => LEVEL_BOOST[this.levelOf(id as number)],
      },
    });
    this.miniSearch.addAll(toDocuments(this.records));
    const tokenize = MiniSearchClass.getDefault('tokenize') as (text: string) => string[];
    const processTerm = MiniSearchClass.getDefault('processTerm') as (term: string) => string | null | undefined;
    this.wordsOf = (query) => new Set(tokenize(query).flatMap((word) => processTerm(word) || []));
  }

  private levelOf(id: number): number {
    const { type } = this.records[id];
    return type === 'content' ? 0 : LEVELS.indexOf(type);
  }

  search(params: SearchParams): AlgoliaResult {
    const started = performance.now();
    const query = params.query ?? '';
    const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = params.page ?? 0;
    const matches = query.trim() ? this.matchesOf(query, params.facetFilters) : [];
    // Algolia's `distinct` on `url`: one hit per page section, the best-ranked one.
    const seenUrls = new Set<string>();
    const distinct = matches.filter(({ id }) => {
      const { url } = this.records[id];
      return seenUrls.has(url) ? false : (seenUrls.add(url), true);
    });
    const tags = {
      preTag: params.highlightPreTag ?? DEFAULT_TAGS.preTag,
      postTag: params.highlightPostTag ?? DEFAULT_TAGS.postTag,
    };
    const queryWords = query.toLowerCase().match(/[^\n\r\p{Z}\p{P}]+/gu) ?? [];
    const hits = distinct
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((match) => this.toHit(match, queryWords, tags, params));
    const requestedFacets = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
    return {
      hits,
      nbHits: distinct.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(distinct.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true },
      query,
      params: encodeParams(params),
      index: params.indexName ?? '',
      processingTimeMS: Math.round(performance.now() - started),
      ...(requestedFacets.length > 0 && { facets: this.facetCounts(distinct, requestedFacets) }),
    };
  }

  /**
   * Records that hold every word of the query; when none does, the records that hold most of its words, as the
   * DocSearch index settings retry (`removeWordsIfNoResults: 'allOptional'`, with `words` first in `ranking`). A
   * pasted error message then finds the entry that quotes it, although the reader's own names and paths are not on
   * the page. A record holding fewer than half of the words stays out, so unrelated words still find nothing.
   */
  private matchesOf(query: string, facetFilters: SearchParams['facetFilters']): SearchResult[] {
    const filter = (result: SearchResult) => matchesFilters(this.records[result.id], facetFilters);
    const everyWord = this.miniSearch.search(query, { filter });
    if (everyWord.length > 0) {
      return everyWord;
    }
    const needed = this.wordsOf(query).size * MIN_SHARE_OF_WORDS;
    return this.miniSearch
      .search(query, { filter, combineWith: 'OR' })
      .map((result) => ({ result, held: new Set(result.queryTerms).size }))
      .filter(({ held }) => held >= needed)
      .sort((a, b) => b.held - a.held || b.result.score - a.result.score)
      .map(({ result }) => result);
  }

  private facetCounts(matches: readonly SearchResult[], requested: readonly string[]) {
    const names = requested.includes('*') ? ['language', 'docusaurus_tag', 'hierarchy.lvl0'] : requested;
    const counts: Record<string, Record<string, number>> = {};
    for (const name of names) {
      counts[name] = {};
      for (const { id } of matches) {
        const value = this.records[id].facets[name];
        if (value !== undefined) {
          counts[name][value] = (counts[name][value] ?? 0) + 1;
        }
      }
    }
    return counts;
  }

  private toHit(
    match: SearchResult,
    queryWords: readonly string[],
    tags: HighlightTags,
    params: SearchParams,
  ): AlgoliaHit {
    const record = this.records[match.id];
    const matchedTerms = new Set(match.terms);
    const ellipsis = params.snippetEllipsisText ?? '…';
    const presentLevels = LEVELS.filter((level) => record.hierarchy[level] !== null);
    const highlighted = (text: string) => highlight(text, queryWords, matchedTerms, tags);
    const snippetOf = (text: string, attribute: string) =>
      snippet(text, queryWords, matchedTerms, tags, snippetWords(params.attributesToSnippet, attribute), ellipsis);
    return {
      objectID: String(match.id),
      url: record.url,
      url_without_anchor: record.url.split('#')[0],
      anchor: record.anchor,
      type: record.type,
      content: record.content,
      hierarchy: record.hierarchy,
      _highlightResult: {
        hierarchy: Object.fromEntries(presentLevels.map((level) => [level, highlighted(record.hierarchy[level]!)])),
        ...(record.content !== null && { content: highlighted(record.content) }),
      },
      _snippetResult: {
        hierarchy: Object.fromEntries(
          presentLevels.map((level) => [level, snippetOf(record.hierarchy[level]!, `hierarchy.${level}`)]),
        ),
        ...(record.content !== null && { content: snippetOf(record.content, 'content') }),
      },
    };
  }
}
