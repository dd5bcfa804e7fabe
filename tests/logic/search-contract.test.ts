/**
 * The embedded index's client must answer like Algolia in every field the DocSearch modal and the theme's SearchPage
 * read. These run in Node against a small fixture index (no browser), next to a recorded Algolia DocSearch response.
 */
import MiniSearch from 'minisearch';
import { expect, test } from '@playwright/test';

import { EmbeddedSearchEngine } from '../../src/search/embedded/client/engine';
import { answerFromIndex, type SearchInput } from '../../src/search/embedded/client/requests';
import type { SerializedIndex } from '../../src/search/embedded/indexFormat';
import recorded from '../fixtures/algolia-recorded-response.json';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const DOCS_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const fixtureIndex: SerializedIndex = {
  version: 1,
  pages: [
    ['/docs/api/classes/Builder/', 'API Reference', 'Class: Builder', 'en', 'docs-default-current'],
    ['/docs/simple-tutorial/create-a-package/', 'Simple Tutorial', 'Create a package', 'en', 'docs-default-current'],
    ['/blog/mounting-large-files/', 'Blog', 'Mounting Large Files', 'en', 'default'],
    ['/docs/fr/', 'Documentation', 'Constructeur', 'fr', 'docs-default-current'],
  ],
  records: [
    [0, 1, '', -1],
    [0, 2, 'addDocument()', 0, 'adddocument'],
    [0, 0, 'Adds a document to the builder output.', 1],
    [1, 1, '', -1],
    [1, 2, 'Build the manifests', 3, 'build-the-manifests'],
    [1, 0, 'The builder collects every component and writes the generated manifests to the output directory.', 4],
    [1, 0, 'Run the builder again after each change; the builder is fast.', 4],
    [2, 1, '', -1],
    [2, 0, 'An ImageVolume mounts an image <b>read-only</b> & builder output without copying it.', 7],
    [3, 1, '', -1],
    [3, 0, 'Le builder en français.', 9],
  ],
};

const engine = new EmbeddedSearchEngine(MiniSearch, fixtureIndex, 'https://anemos.sh');

/** The modal's request, as DocSearch 3.9 sends it. */
function modalRequest(query: string): SearchInput {
  return {
    requests: [
      {
        query,
        indexName: 'anemos-docs',
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        facetFilters: DOCS_FILTERS,
      },
    ],
  };
}

type Hit = {
  hierarchy: Record<string, string | null>;
  _highlightResult: { hierarchy: Record<string, { value: unknown; matchLevel: unknown }>; content?: unknown };
  _snippetResult: { hierarchy?: Record<string, { value: unknown }>; content?: { value: unknown } };
} & Record<string, unknown>;

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** What DocSearch and the SearchPage read from a hit, reduced to types and invariants. */
function hitShape(hit: Hit) {
  const presentLevels = LEVELS.filter((level) => hit.hierarchy[level] !== null);
  return {
    objectID: typeOf(hit.objectID),
    url: typeOf(hit.url),
    absoluteUrl: /^https?:\/\//.test(String(hit.url)),
    type: typeOf(hit.type),
    content: typeOf(hit.content),
    // Every level is present, as a string or null; how deep a hit goes depends on the hit.
    hierarchy: [...new Set(LEVELS.map((level) => typeOf(hit.hierarchy[level])))].sort(),
    topLevels: [typeOf(hit.hierarchy.lvl0), typeOf(hit.hierarchy.lvl1)],
    // The SearchPage takes the title and breadcrumbs from these keys, in order.
    highlightedLevels: Object.keys(hit._highlightResult.hierarchy),
    presentLevels,
    highlightValues: [...new Set(presentLevels.map((level) => typeOf(hit._highlightResult.hierarchy[level].value)))],
    highlightMatchLevels: [
      ...new Set(presentLevels.map((level) => typeOf(hit._highlightResult.hierarchy[level].matchLevel))),
    ],
    snippetLevels: [
      ...new Set(
        presentLevels
          .filter((level) => level !== 'lvl0')
          .map((level) => typeOf(hit._snippetResult.hierarchy?.[level]?.value)),
      ),
    ],
    snippetContent: typeOf(hit._snippetResult.content?.value),
  };
}

function resultShape(result: Record<string, unknown>) {
  return Object.fromEntries(
    ['hits', 'nbHits', 'page', 'nbPages', 'hitsPerPage', 'query', 'processingTimeMS'].map((field) => [
      field,
      typeOf(result[field]),
    ]),
  );
}

test('local answers have the shape of a recorded Algolia answer, for every fixture query', () => {
  const [recordedResult] = recorded.results;
  const recordedHits = recordedResult.hits as unknown as Hit[];
  const recordedHeading = hitShape(recordedHits.find((hit) => hit.type !== 'content')!);
  const recordedContent = hitShape(recordedHits.find((hit) => hit.type === 'content')!);

  for (const query of ['builder', 'addDocument', 'buidler', 'manifests build']) {
    const [result] = answerFromIndex(engine, modalRequest(query)).results;
    expect(resultShape(result), query).toEqual(resultShape(recordedResult));
    expect(result.hits.length, query).toBeGreaterThan(0);
    for (const hit of result.hits as unknown as Hit[]) {
      const shape = hitShape(hit);
      const expected = hit.type === 'content' ? recordedContent : recordedHeading;
      expect(shape.highlightedLevels, query).toEqual(shape.presentLevels);
      expect({ ...shape, highlightedLevels: [], presentLevels: [] }, `${query}: ${hit.url}`).toEqual({
        ...expected,
        highlightedLevels: [],
        presentLevels: [],
      });
    }
  }
  const [empty] = answerFromIndex(engine, modalRequest('qwertyzzz')).results;
  expect(resultShape(empty)).toEqual(resultShape(recordedResult));
  expect(empty).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
});

test('hits carry an absolute URL with the anchor, the hierarchy and the type', () => {
  const [result] = answerFromIndex(engine, modalRequest('addDocument')).results;
  expect(result.hits[0]).toMatchObject({
    url: 'https://anemos.sh/docs/api/classes/Builder/#adddocument',
    type: 'lvl2',
    hierarchy: { lvl0: 'API Reference', lvl1: 'Class: Builder', lvl2: 'addDocument()', lvl3: null },
    _highlightResult: { hierarchy: { lvl2: { value: '<mark>addDocument</mark>()', matchLevel: 'full' } } },
  });
});

test('the legacy request shape with string params gets the same answer', () => {
  const params = new URLSearchParams({
    query: 'builder',
    facetFilters: JSON.stringify(DOCS_FILTERS),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: '20',
  }).toString();
  const legacy = answerFromIndex(engine, [{ indexName: 'anemos-docs', params }]).results[0];
  const modern = answerFromIndex(engine, modalRequest('builder')).results[0];
  expect(legacy.hits.map((hit) => hit.url)).toEqual(modern.hits.map((hit) => hit.url));
  expect(legacy.nbHits).toBe(modern.nbHits);
});

test('facetFilters are an AND of OR groups, and negation excludes', () => {
  const urlsFor = (facetFilters: (string | string[])[]) =>
    answerFromIndex(engine, { requests: [{ query: 'builder', facetFilters }] }).results[0].hits.map((hit) => hit.url);
  expect(urlsFor(['language:fr'])).toEqual(['https://anemos.sh/docs/fr/']);
  expect(urlsFor(['language:en', ['docusaurus_tag:default']])).toEqual([
    'https://anemos.sh/blog/mounting-large-files/',
  ]);
  expect(urlsFor(DOCS_FILTERS)).not.toContain('https://anemos.sh/docs/fr/');
  expect(urlsFor(['-language:en'])).toEqual(['https://anemos.sh/docs/fr/']);
});

test('hits are distinct by URL, paged, and counted per facet', () => {
  const search = (extra: object) =>
    answerFromIndex(engine, { requests: [{ query: 'builder', facets: ['language', 'docusaurus_tag'], ...extra }] })
      .results[0];
  const all = search({});
  const urls = all.hits.map((hit) => hit.url);
  expect(new Set(urls).size).toBe(urls.length);
  expect(all.nbHits).toBe(urls.length);
  expect(all.facets).toEqual({
    language: { en: all.nbHits - 1, fr: 1 },
    docusaurus_tag: { 'docs-default-current': all.nbHits - 1, default: 1 },
  });

  const secondPage = search({ hitsPerPage: 2, page: 1 });
  expect(secondPage).toMatchObject({ page: 1, hitsPerPage: 2, nbPages: Math.ceil(all.nbHits / 2) });
  expect(secondPage.hits.map((hit) => hit.url)).toEqual(urls.slice(2, 4));
});

test('highlights are built from escaped text, with only the caller tags left as markup', () => {
  const [result] = answerFromIndex(engine, {
    requests: [{ query: 'imagevolume <b>', highlightPreTag: '<em class="hit">', highlightPostTag: '</em>' }],
  }).results;
  const content = (result.hits[0] as unknown as Hit)._highlightResult.content as { value: string };
  expect(content.value).toBe(
    'An <em class="hit">ImageVolume</em> mounts an image <em class="hit">&#60;b&#62;read</em>-only&#60;/b&#62; &#38; builder output without copying it.',
  );
  const [xss] = answerFromIndex(engine, { requests: [{ query: '<img src=x onerror=alert(1)>' }] }).results;
  expect(JSON.stringify(xss.hits)).not.toMatch(/<img/);
});

test('the SearchPage gets DocSearch-index highlight tags and snippets by default', () => {
  const [result] = answerFromIndex(engine, [{ indexName: 'anemos-docs', params: { query: 'again' } }]).results;
  const hit = result.hits[0] as unknown as Hit;
  expect((hit._snippetResult.content as { value: string }).value).toContain(
    '<span class="algolia-docsearch-suggestion--highlight">again</span>',
  );
});
