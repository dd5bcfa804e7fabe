// The MCP server of the docs: two read-only tools over what the site already serves. `search_docs` answers from the
// embedded search index of a docs version with the engine the browser runs (src/search/embedded/client/engine.ts),
// so a query ranks alike in the search box and here; `get_page` answers a page's Markdown twin as the build wrote it.
// Kept free of the Pages runtime: the function in functions/mcp.ts hands it the readers of the built files, and a
// logic test drives it with the SDK's own client.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import MiniSearch from 'minisearch';

import { docsVersionDescriptions, productName, release } from '../../src/siteFacts';
import { EmbeddedSearchEngine, type AlgoliaHit } from '../../src/search/embedded/client/engine';
import { indexFileName, type SerializedIndex } from '../../src/search/embedded/indexFormat';
import { twinUrl } from '../../src/markdownTwin';

/** The docs versions by the names their search indexes carry (`0.2`, and `current` for Next). */
export const docsVersions = Object.keys(docsVersionDescriptions);
export const defaultDocsVersion = release.version;

/** Bounds on one call's work: a search's cost grows with its words (each is matched by prefix and typo). */
export const limits = { queryCharacters: 120, queryWords: 8, results: 10, urlCharacters: 2048 } as const;

/** Words as the engine splits them: MiniSearch's default tokenizer, whitespace and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;
// A content snippet of this many words: enough for an assistant to tell the hits apart.
const SNIPPET_WORDS = 30;

/** The tag of a docs version's pages; the classic preset's docs plugin has the id `default`. */
const docsTag = (version: string) => `docs-default-${version}`;

/** The index file of a docs version. */
export const searchIndexPath = (version: string) => `/${indexFileName(docsTag(version))}`;

/** A search engine over one version's index, with absolute URLs on `siteUrl`. */
export const searchEngine = (index: SerializedIndex, siteUrl: string) =>
  new EmbeddedSearchEngine(MiniSearch, index, siteUrl);

export type DocsReader = {
  /** The site's own origin, such as `https://anemos.sh`: search results point there, and `get_page` reads there. */
  origin: string;
  /** Other origins whose page URLs `get_page` also takes, such as the production site seen from a preview. */
  alsoAccepted: readonly string[];
  engine: (version: string) => Promise<EmbeddedSearchEngine>;
  /** The text of a built file by its path, or null when there is none. */
  readFile: (path: string) => Promise<string | null>;
};

export type SearchResult = { title: string; url: string; section: string; snippet: string };

const tools: Tool[] = [
  {
    name: 'search_docs',
    title: `Search the ${productName} docs`,
    description:
      `Full-text search of the ${productName} documentation, API reference, blog and release notes, ranked as ` +
      `the site's own search box ranks them. Returns up to ${limits.results} results, each with a title, an ` +
      'absolute URL and a snippet; read a result whole with get_page.',
    inputSchema: {
      type: 'object',
      properties: {
        query: {
          type: 'string',
          description: `Words to find, such as an API name (\`addDocument\`); at most ${limits.queryWords} words.`,
          minLength: 1,
          maxLength: limits.queryCharacters,
        },
        version: {
          type: 'string',
          enum: docsVersions,
          default: defaultDocsVersion,
          description: docsVersions.map((version) => `\`${version}\`: ${docsVersionDescriptions[version]}`).join('; '),
        },
      },
      required: ['query'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              title: { type: 'string' },
              url: { type: 'string' },
              section: { type: 'string' },
              snippet: { type: 'string' },
            },
            required: ['title', 'url', 'section', 'snippet'],
          },
        },
      },
      required: ['results'],
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: 'get_page',
    title: `Read an ${productName} docs page`,
    description:
      'The Markdown twin of a docs page, API page, blog post or release notes entry: the page as Markdown, with its ' +
      'code blocks and absolute links. Takes the page URL that search_docs returns (an `#anchor` is ignored).',
    inputSchema: {
      type: 'object',
      properties: {
        url: {
          type: 'string',
          description: 'The page URL, such as https://anemos.sh/docs/0.2/installation/, or its path.',
          minLength: 1,
          maxLength: limits.urlCharacters,
        },
      },
      required: ['url'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
];

const invalid = (message: string) => new McpError(ErrorCode.InvalidParams, message);

/** Arguments as an object with no names the tool does not take. */
function argumentsOf(tool: Tool, args: unknown): Record<string, unknown> {
  const given = args ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw invalid(`${tool.name} takes its arguments as an object`);
  }
  const known = Object.keys(tool.inputSchema.properties ?? {});
  const unknown = Object.keys(given).filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw invalid(`${tool.name} takes no argument ${unknown.join(', ')}; it takes ${known.join(', ')}`);
  }
  return given as Record<string, unknown>;
}

function stringArgument(args: Record<string, unknown>, name: string, maxLength: number): string {
  const value = args[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalid(`${name} must be a non-empty string`);
  }
  if (value.length > maxLength) {
    throw invalid(`${name} must be at most ${maxLength} characters`);
  }
  return value;
}

/** The engine escapes snippets for HTML (`&#60;`); an assistant reads them as text. */
const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

function toResult(hit: AlgoliaHit): SearchResult {
  const headings = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .map((level) => hit.hierarchy[level])
    .filter((heading): heading is string => Boolean(heading));
  const snippet = hit._snippetResult.content?.value;
  return {
    title: headings.join(' › '),
    url: hit.url,
    section: hit.hierarchy.lvl0 ?? '',
    snippet: snippet === undefined ? '' : unescapeHtml(snippet),
  };
}

async function searchDocs(reader: DocsReader, args: Record<string, unknown>): Promise<CallToolResult> {
  const query = stringArgument(args, 'query', limits.queryCharacters);
  const words = query.match(WORD) ?? [];
  if (words.length > limits.queryWords) {
    throw invalid(`query must have at most ${limits.queryWords} words`);
  }
  const version = args.version ?? defaultDocsVersion;
  if (typeof version !== 'string' || !docsVersions.includes(version)) {
    throw invalid(`version must be one of ${docsVersions.join(', ')}`);
  }
  const engine = await reader.engine(version);
  const { hits } = engine.search({
    query,
    // What the search box asks for on a page of the version (contextual search): its docs and the pages outside docs.
    facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${docsTag(version)}`]],
    hitsPerPage: limits.results,
    highlightPreTag: '',
    highlightPostTag: '',
    attributesToSnippet: [`content:${SNIPPET_WORDS}`],
  });
  const results = hits.map(toResult);
  const text =
    results.length === 0
      ? `No page of the ${version} docs matches "${query}".`
      : results
          .map(({ title, url, snippet }, rank) => `${rank + 1}. [${title}](${url})${snippet ? `\n   ${snippet}` : ''}`)
          .join('\n');
  return { content: [{ type: 'text', text }], structuredContent: { results } };
}

/** The path of the page a URL names, on this site or on one of the accepted origins. */
function pagePathOf(reader: DocsReader, given: string): string {
  let url: URL;
  try {
    url = new URL(given, reader.origin);
  } catch {
    throw invalid(`url is not a URL: ${given}`);
  }
  if (url.origin !== reader.origin && !reader.alsoAccepted.includes(url.origin)) {
    throw invalid(`url must be a page of ${[reader.origin, ...reader.alsoAccepted].join(' or ')}`);
  }
  return url.pathname;
}

async function getPage(reader: DocsReader, args: Record<string, unknown>): Promise<CallToolResult> {
  const path = pagePathOf(reader, stringArgument(args, 'url', limits.urlCharacters));
  const twinPath = path.endsWith('/index.md') ? path : twinUrl(path);
  const twin = await reader.readFile(twinPath);
  if (twin === null) {
    // A well-formed request for a page the site lacks: the call worked, its answer is that there is no such page.
    return {
      content: [{ type: 'text', text: `${path} has no Markdown twin: it is no docs page, API page, post or release.` }],
      isError: true,
    };
  }
  return { content: [{ type: 'text', text: twin }] };
}

// The SDK's default validator builds an Ajv instance for every server, some half a millisecond of CPU per request, to
// check answers to elicitation requests, which this server never sends.
const noElicitation: jsonSchemaValidator = {
  getValidator() {
    throw new Error('The docs server sends no elicitation requests, so it validates no answers to them');
  },
};

const handlers: Record<string, (reader: DocsReader, args: Record<string, unknown>) => Promise<CallToolResult>> = {
  search_docs: searchDocs,
  get_page: getPage,
};

/**
 * A server for one request (the endpoint keeps no session). The SDK's low-level `Server` rather than its `McpServer`:
 * `McpServer` answers an unknown tool or a bad argument with a result flagged `isError`, where this server answers
 * them with the JSON-RPC error `InvalidParams`, so a client tells a wrong call from a page that says no.
 */
export function createDocsServer(reader: DocsReader): Server {
  const server = new Server(
    { name: `${productName.toLowerCase()}-docs`, title: `${productName} documentation`, version: release.tag },
    {
      capabilities: { tools: {} },
      jsonSchemaValidator: noElicitation,
      instructions:
        `Search the ${productName} documentation with search_docs and read a page with get_page. The ` +
        `${defaultDocsVersion} docs describe ${docsVersionDescriptions[defaultDocsVersion]}; write code for it ` +
        'unless the user runs the development snapshot.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = tools.find(({ name }) => name === params.name);
    if (!tool) {
      throw invalid(`No tool named ${params.name}; the tools are ${tools.map(({ name }) => name).join(', ')}`);
    }
    return handlers[tool.name]!(reader, argumentsOf(tool, params.arguments));
  });
  return server;
}
