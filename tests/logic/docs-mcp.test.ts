/**
 * The docs' MCP server (functions/_lib/docs-mcp.ts) as an MCP client sees it: the SDK's own client, connected in
 * memory, on a small index and a few twins the test holds. tests/build/mcp.test.ts asks the served endpoint the same.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from '@playwright/test';

import {
  createDocsServer,
  defaultDocsVersion,
  docsVersions,
  limits,
  searchEngine,
  type SearchResult,
} from '../../functions/_lib/docs-mcp';
import type { IndexedPage, IndexedRecord, SerializedIndex } from '../../src/search/embedded/indexFormat';

const origin = 'https://preview.example';
const productionOrigin = 'https://anemos.sh';

/** An index of one docs version: a builder page, `extra` pages that all mention the builder, and a blog post. */
function versionIndex(version: string, docsRoot: string, extra = 0): SerializedIndex {
  const tag = `docs-default-${version}`;
  const pages: IndexedPage[] = [
    [`${docsRoot}api/classes/Builder/`, 'API Reference', 'Class: Builder', 'en', tag],
    ...Array.from({ length: extra }, (_, n): IndexedPage => [
      `${docsRoot}guide-${n}/`,
      'Guides',
      `Guide ${n}`,
      'en',
      tag,
    ]),
    ['/blog/mounting-large-files/', 'Blog', 'Mounting Large Files', 'en', 'default'],
  ];
  const records: IndexedRecord[] = [
    [0, 1, '', -1],
    [0, 2, 'addDocument()', 0, 'adddocument'],
    [0, 0, `Adds a document to the builder output (${version}) & returns nothing.`, 1],
    ...Array.from({ length: extra }, (_, n): IndexedRecord[] => [
      [n + 1, 1, '', -1],
      [n + 1, 0, 'The builder writes each document it holds.', 3 + 2 * n],
    ]).flat(),
    [extra + 1, 1, '', -1],
    [extra + 1, 0, 'Mount a large file without copying it into the builder.', 3 + 2 * extra],
  ];
  return { version: 1, pages, records };
}

const indexes: Record<string, SerializedIndex> = {
  '0.2': versionIndex('0.2', '/docs/0.2/', 2 * limits.results),
  current: versionIndex('current', '/docs/'),
};
const twins = new Map([['/docs/0.2/installation/index.md', '# Installation\n\nInstall Anemos 0.2 — één binary.\n']]);

async function connectedClient(): Promise<Client> {
  const server = createDocsServer({
    origin,
    alsoAccepted: [productionOrigin],
    engine: async (version) => searchEngine(indexes[version]!, origin),
    readFile: async (path) => twins.get(path) ?? null,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'docs-mcp-test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return client;
}

const resultsOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.structuredContent as { results: SearchResult[] }).results;

/** The JSON-RPC error code a call is rejected with, or null when it is answered. */
async function errorCode(call: Promise<unknown>): Promise<number | null> {
  try {
    await call;
    return null;
  } catch (error) {
    return error instanceof McpError ? error.code : -1;
  }
}

test('initialize names the server, its tools capability and which version to write code for', async () => {
  const client = await connectedClient();
  expect(client.getServerVersion()).toMatchObject({ name: 'anemos-docs' });
  expect(client.getServerCapabilities()).toEqual({ tools: {} });
  expect(client.getInstructions()).toContain('search_docs');
  expect(client.getInstructions()).toContain(`The ${defaultDocsVersion} docs describe`);
});

test('tools/list offers the two read-only tools, the version an enum of the indexes defaulting to the release', async () => {
  const { tools } = await (await connectedClient()).listTools();
  expect(tools.map(({ name }) => name)).toEqual(['search_docs', 'get_page']);
  expect(tools.every(({ annotations }) => annotations?.readOnlyHint === true)).toBe(true);
  const version = (tools[0]!.inputSchema.properties as Record<string, { enum?: string[]; default?: string }>).version!;
  expect(docsVersions).toEqual(['0.2', 'current']);
  expect(version.enum).toEqual(docsVersions);
  expect(version.default).toBe('0.2');
});

test('search_docs answers from the version asked, ranked as the embedded search ranks, with absolute URLs', async () => {
  const client = await connectedClient();
  const released = resultsOf(await client.callTool({ name: 'search_docs', arguments: { query: 'addDocument' } }));
  // A heading's hit has no snippet; a paragraph's is its text, unescaped.
  expect(released[0]).toEqual({
    title: 'Class: Builder › addDocument()',
    url: `${origin}/docs/0.2/api/classes/Builder/#adddocument`,
    section: 'API Reference',
    snippet: '',
  });
  const paragraph = resultsOf(await client.callTool({ name: 'search_docs', arguments: { query: 'returns nothing' } }));
  expect(paragraph[0]!.snippet).toBe('Adds a document to the builder output (0.2) & returns nothing.');
  const next = resultsOf(
    await client.callTool({ name: 'search_docs', arguments: { query: 'addDocument', version: 'current' } }),
  );
  expect(next[0]!.url).toBe(`${origin}/docs/api/classes/Builder/#adddocument`);

  const asked = resultsOf(await client.callTool({ name: 'search_docs', arguments: { query: 'builder' } }));
  const engineHits = searchEngine(indexes['0.2']!, origin).search({ query: 'builder', hitsPerPage: limits.results });
  expect(asked.map(({ url }) => url)).toEqual(engineHits.hits.map(({ url }) => url));
  expect(asked).toHaveLength(limits.results);
});

test('a search that finds nothing says so in its text', async () => {
  const result = await (await connectedClient()).callTool({ name: 'search_docs', arguments: { query: 'zzqx' } });
  expect(resultsOf(result)).toEqual([]);
  expect(result.content).toEqual([{ type: 'text', text: 'No page of the 0.2 docs matches "zzqx".' }]);
});

test('get_page answers the twin byte for byte, from a path or an absolute URL of the site or of production', async () => {
  const client = await connectedClient();
  for (const url of [
    '/docs/0.2/installation/',
    '/docs/0.2/installation',
    `${origin}/docs/0.2/installation/#install`,
    `${productionOrigin}/docs/0.2/installation/`,
    `${origin}/docs/0.2/installation/index.md`,
  ]) {
    const result = await client.callTool({ name: 'get_page', arguments: { url } });
    expect(result.content, url).toEqual([{ type: 'text', text: twins.get('/docs/0.2/installation/index.md') }]);
    expect(result.isError, url).toBeFalsy();
  }
});

test('get_page of a page without a twin is a tool error the assistant reads', async () => {
  const result = await (await connectedClient()).callTool({ name: 'get_page', arguments: { url: '/docs/0.2/nope/' } });
  expect(result.isError).toBe(true);
  expect(result.content).toEqual([
    { type: 'text', text: '/docs/0.2/nope/ has no Markdown twin: it is no docs page, API page, post or release.' },
  ]);
});

test('an unknown tool and bad arguments are JSON-RPC errors', async () => {
  const client = await connectedClient();
  const call = (name: string, args: Record<string, unknown>) => errorCode(client.callTool({ name, arguments: args }));
  expect(await call('delete_docs', {})).toBe(ErrorCode.InvalidParams);
  expect(await call('search_docs', {})).toBe(ErrorCode.InvalidParams);
  expect(await call('search_docs', { query: '  ' })).toBe(ErrorCode.InvalidParams);
  expect(await call('search_docs', { query: 42 })).toBe(ErrorCode.InvalidParams);
  expect(await call('search_docs', { query: 'builder', version: '0.1' })).toBe(ErrorCode.InvalidParams);
  expect(await call('search_docs', { query: 'builder', limit: 50 })).toBe(ErrorCode.InvalidParams);
  expect(await call('search_docs', { query: 'b'.repeat(limits.queryCharacters + 1) })).toBe(ErrorCode.InvalidParams);
  expect(
    await call('search_docs', {
      query: Array(limits.queryWords + 1)
        .fill('builder')
        .join(' '),
    }),
  ).toBe(ErrorCode.InvalidParams);
  expect(await call('search_docs', { query: Array(limits.queryWords).fill('builder').join(' ') })).toBeNull();
  expect(await call('get_page', { url: 'https://elsewhere.example/docs/0.2/installation/' })).toBe(
    ErrorCode.InvalidParams,
  );
  expect(await call('get_page', { url: `/${'x'.repeat(limits.urlCharacters)}` })).toBe(ErrorCode.InvalidParams);
});
