// The MCP endpoint at /mcp (functions/mcp.ts) as an assistant meets it: the SDK's own client over Streamable HTTP, on
// the build served by the host's runtime.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from '@playwright/test';

import type { SearchResult } from '../../functions/_lib/docs-mcp';
import { twinUrl } from '../../src/markdownTwin';
import { buildDir } from '../../scripts/site-under-test.mjs';

async function connectedClient(baseURL: string | undefined): Promise<Client> {
  const client = new Client({ name: 'served-mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)));
  return client;
}

async function search(client: Client, query: string, version?: string): Promise<SearchResult[]> {
  const result = await client.callTool({ name: 'search_docs', arguments: { query, ...(version && { version }) } });
  return (result.structuredContent as { results: SearchResult[] }).results;
}

const pathOf = (url: string) => new URL(url).pathname;

test('initialize and tools/list answer over Streamable HTTP', async ({ baseURL }) => {
  const client = await connectedClient(baseURL);
  expect(client.getServerVersion()?.name).toBe('anemos-docs');
  const { tools } = await client.listTools();
  expect(tools.map(({ name }) => name)).toEqual(['search_docs', 'get_page']);
  await client.close();
});

test('search_docs("addDocument", "0.2") finds 0.2 API pages first and no page of Next', async ({ baseURL }) => {
  const client = await connectedClient(baseURL);
  const results = await search(client, 'addDocument', '0.2');
  expect(results.slice(0, 3).some(({ url }) => /^\/docs\/0\.2\/api\/classes\/\w+\/$/.test(pathOf(url)))).toBe(true);
  expect(results.every(({ url }) => url.startsWith(`${baseURL}/`))).toBe(true);
  const docsPaths = results.map(({ url }) => pathOf(url)).filter((urlPath) => urlPath.startsWith('/docs/'));
  expect(docsPaths.filter((urlPath) => !urlPath.startsWith('/docs/0.2/'))).toEqual([]);
  // Without a version the release answers; Next's index answers under the name the search uses for it.
  expect(await search(client, 'addDocument')).toEqual(results);
  const next = await search(client, 'addDocument', 'current');
  expect(next.map(({ url }) => pathOf(url)).filter((urlPath) => urlPath.startsWith('/docs/0.2/'))).toEqual([]);
  expect(next.slice(0, 3).some(({ url }) => /^\/docs\/api\/classes\/\w+\/$/.test(pathOf(url)))).toBe(true);
  await client.close();
});

test('get_page answers the Markdown twin of a search result byte for byte', async ({ baseURL }) => {
  const client = await connectedClient(baseURL);
  const [first] = await search(client, 'addDocument', '0.2');
  const page = await client.callTool({ name: 'get_page', arguments: { url: first!.url } });
  const twinPath = twinUrl(pathOf(first!.url));
  const [content] = page.content as { type: string; text: string }[];
  expect(Buffer.from(content!.text)).toEqual(readFileSync(path.join(buildDir, twinPath)));
  await client.close();
});

test('an unknown tool or a bad argument is a JSON-RPC error, a missing page a tool error', async ({ baseURL }) => {
  const client = await connectedClient(baseURL);
  const codeOf = (name: string, args: Record<string, unknown>) =>
    client.callTool({ name, arguments: args }).then(
      () => null,
      (error: unknown) => (error instanceof McpError ? error.code : -1),
    );
  expect(await codeOf('delete_page', {})).toBe(ErrorCode.InvalidParams);
  expect(await codeOf('search_docs', { query: 'addDocument', version: '0.1' })).toBe(ErrorCode.InvalidParams);
  expect(await codeOf('get_page', { url: 'https://example.com/docs/0.2/' })).toBe(ErrorCode.InvalidParams);
  const missing = await client.callTool({ name: 'get_page', arguments: { url: '/docs/0.2/no-such-page/' } });
  expect(missing.isError).toBe(true);
  await client.close();
});

test('the endpoint takes POST only, of a bounded size, and is never cached', async ({ request }) => {
  for (const method of ['GET', 'DELETE'] as const) {
    const response = await request.fetch('/mcp', { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow, method).toBe('POST');
  }
  const response = await request.post('/mcp', {
    headers: { Accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 1, method: 'ping' },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const oversized = await request.post('/mcp', {
    headers: { Accept: 'application/json, text/event-stream' },
    data: { jsonrpc: '2.0', id: 2, method: 'ping', params: { _meta: { padding: 'x'.repeat(70_000) } } },
  });
  expect(oversized.status()).toBe(413);
});
