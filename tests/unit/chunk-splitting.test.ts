import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { sharedCode } from '../../src/plugins/chunk-splitting';
import { pagesByRouteChunk, sectionOf, sectionServed } from '../../src/plugins/chunk-splitting/routePages';
import { pageTypes } from '../../scripts/site-under-test.mjs';

// src/plugins/chunk-splitting groups code by the pages that load it, which it reads from the route files Docusaurus
// generates. These tests check that reading on a small tree, then on the files of the last build, so a Docusaurus
// upgrade that changes their shape fails here rather than quietly splitting the bundle the default way again.

const routesModule = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/blog/', component: ComponentCreator('/blog/', 'b01'), exact: true },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd00'),
    routes: [
      { path: '/docs/a/', component: ComponentCreator('/docs/a/', 'd0a'), exact: true },
      { path: '/docs/b/', component: ComponentCreator('/docs/b/', 'd0b'), exact: true },
    ],
  },
];
`;
const routesChunkNames = {
  '/blog/-b01': { __comp: 'list', __context: { plugin: 'blogData' } },
  '/docs-d00': { __comp: 'layout', __props: 'versionData' },
  '/docs/a/-d0a': { __comp: 'docItem', content: 'contentA' },
  '/docs/b/-d0b': { __comp: 'docItem', content: 'contentB' },
};

test('a route chunk is loaded by the pages at or below each route that lists it', () => {
  const pages = pagesByRouteChunk(routesModule, routesChunkNames);
  const docs = ['/docs/a/-d0a', '/docs/b/-d0b'];
  expect(Object.fromEntries([...pages].map(([chunk, chunkPages]) => [chunk, [...chunkPages].sort()]))).toEqual({
    list: ['/blog/-b01'],
    blogData: ['/blog/-b01'],
    layout: docs,
    versionData: docs,
    docItem: docs,
    contentA: ['/docs/a/-d0a'],
    contentB: ['/docs/b/-d0b'],
  });
});

test('code gets a section chunk when nearly every page of one section, and no other page, needs it', () => {
  const sizes = new Map([
    ['docs', 20],
    ['blog', 4],
  ]);
  const docsPages = (count: number) => new Set(Array.from({ length: count }, (_, i) => `/docs/p${i}/-${i}`));
  expect(sectionOf('/docs/api/classes/Builder/-ca5')).toBe('docs');
  expect(sectionOf('/-e5f')).toBe('');
  expect(sectionServed(docsPages(20), sizes)).toBe('docs');
  expect(sectionServed(docsPages(18), sizes)).toBe('docs');
  expect(sectionServed(docsPages(17), sizes)).toBeUndefined();
  expect(sectionServed(new Set([...docsPages(20), '/blog/post/-a1']), sizes)).toBeUndefined();
});

test("our theme overrides and components are shared like the packages they wrap, and pages' content is not", () => {
  expect(sharedCode.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js')).toBe(true);
  expect(sharedCode.test('/site/src/theme/CodeBlock/Content/index.tsx')).toBe(true);
  expect(sharedCode.test('/site/src/components/CopyPageMenu/index.tsx')).toBe(true);
  expect(sharedCode.test('/site/docs/tutorial/getting-started.mdx')).toBe(false);
  expect(sharedCode.test('/site/src/pages/index.tsx')).toBe(false);
});

test("the last build's route files give every page type its pages, and every route's chunks some page", () => {
  const generated = (file: string) => readFileSync(`.docusaurus/${file}`, 'utf8');
  const names: Record<string, unknown> = JSON.parse(generated('routesChunkNames.json'));
  const pages = pagesByRouteChunk(generated('routes.js'), names);
  const allPages = new Set([...pages.values()].flatMap((chunkPages) => [...chunkPages]));
  for (const pageType of pageTypes) {
    expect([...allPages].some((page) => page.startsWith(`${pageType}-`))).toBe(true);
  }
  const listed = new Set(
    JSON.stringify(names)
      .match(/"[0-9a-f]{8}"/g)!
      .map((name) => name.slice(1, -1)),
  );
  expect([...listed].filter((chunk) => !pages.has(chunk))).toEqual([]);
});
