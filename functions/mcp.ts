// The docs as an MCP server at `/mcp` (functions/_lib/docs-mcp.ts says what it answers): Streamable HTTP, stateless
// and read-only, so every POST gets a fresh server and transport and a plain JSON answer, and no session or stream is
// kept. It needs no authentication: it reads only what the site serves to anyone. It takes requests from any origin
// for the same reason, so a rebound DNS name (the attack the transport's Origin check guards local servers from) can
// reach nothing that is not public already.
import type { EmbeddedSearchEngine } from '../src/search/embedded/client/engine';
import type { SerializedIndex } from '../src/search/embedded/indexFormat';
import { productionUrl } from '../src/siteFacts';
import type { PagesContext } from './_lib/pagesContext';

// `_headers` applies to the files the host serves, not to what a function answers, so these are set here.
const headers = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

// The MCP SDK and the search engine are loaded by the first MCP request of an isolate rather than when it starts:
// every page request runs in the same worker (functions/_middleware.ts), and evaluating them would add some 50 ms
// of CPU to each new isolate's start.
const loadServer = () => import('./_lib/docs-mcp');
const loadTransport = () => import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js');

// An isolate answers many requests: the first search of a version loads its index and builds the engine (the cold
// call), and later searches reuse it (the warm calls). A failed load is forgotten, so the next search retries.
const engines = new Map<string, Promise<EmbeddedSearchEngine>>();

function engineFor(assets: PagesContext['env']['ASSETS'], origin: string, version: string) {
  const key = `${origin} ${version}`;
  const loading =
    engines.get(key) ??
    loadServer()
      .then(async ({ searchEngine, searchIndexPath }) => {
        const response = await assets.fetch(new URL(searchIndexPath(version), origin));
        if (!response.ok) {
          throw new Error(`The ${version} search index answered ${response.status}`);
        }
        return searchEngine((await response.json()) as SerializedIndex, origin);
      })
      .catch((error: unknown) => {
        engines.delete(key);
        throw error;
      });
  engines.set(key, loading);
  return loading;
}

function withHeaders(response: Response): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) {
    copy.headers.set(name, value);
  }
  return copy;
}

export async function onRequest({ request, env }: PagesContext): Promise<Response> {
  // No server-initiated messages and no sessions: GET (a stream) and DELETE (ending a session) have nothing to do.
  if (request.method !== 'POST') {
    return new Response('The MCP endpoint takes JSON-RPC messages by POST.\n', {
      status: 405,
      headers: { ...headers, Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { origin } = new URL(request.url);
  const [{ createDocsServer }, { WebStandardStreamableHTTPServerTransport }] = await Promise.all([
    loadServer(),
    loadTransport(),
  ]);
  const server = createDocsServer({
    origin,
    alsoAccepted: [productionUrl],
    engine: (version) => engineFor(env.ASSETS, origin, version),
    readFile: async (path) => {
      const response = await env.ASSETS.fetch(new URL(path, origin));
      return response.ok ? response.text() : null;
    },
  });
  // A body of 64 KiB holds any message a client sends here; the SDK's own bound, 4 MiB, would be parsed first.
  const transport = new WebStandardStreamableHTTPServerTransport({
    enableJsonResponse: true,
    maxRequestBodySize: 65_536,
  });
  await server.connect(transport);
  return withHeaders(await transport.handleRequest(request));
}
