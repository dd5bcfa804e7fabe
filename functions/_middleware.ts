// Every page answers in two forms at one URL: HTML for browsers, its Markdown twin for a request that asks for
// `text/markdown` (functions/_lib/markdown-negotiation.ts says when). A Pages Function rather than an advanced-mode
// `_worker.js`: the host keeps serving the files, `_headers` and `_redirects` itself, and this file only wraps the
// answers for pages. `static/_routes.json` keeps it off bundles and images, so they cost no invocation.
import { twinUrl } from '../src/markdownTwin';
import { markdownContentType, markdownType, prefersMarkdown } from './_lib/markdown-negotiation';
import type { PagesContext } from './_lib/pagesContext';

/** A copy of a response whose headers can be changed (the asset server's are immutable), varying by `Accept`. */
const withHeaders = (response: Response, headers: Record<string, string>) => {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) {
    copy.headers.set(name, value);
  }
  copy.headers.append('Vary', 'Accept');
  return copy;
};

export async function onRequest({ request, next, env }: PagesContext): Promise<Response> {
  const url = new URL(request.url);
  const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && url.pathname.endsWith('/');
  if (!isPageRequest) {
    return next();
  }
  const twinPath = twinUrl(url.pathname);
  const twinAddress = new URL(twinPath, url);
  if (prefersMarkdown(request.headers.get('Accept'))) {
    const twin = await env.ASSETS.fetch(twinAddress, { method: request.method });
    if (twin.ok) {
      return withHeaders(twin, { 'Content-Type': markdownContentType });
    }
  }
  const page = await next();
  if (!page.headers.get('Content-Type')?.startsWith('text/html')) {
    return page;
  }
  // Caches must keep the two forms apart, and the Link header tells a client that the other form exists. Listing
  // pages (the blog's, the search page) have no twin, and get no link.
  const hasTwin = (await env.ASSETS.fetch(twinAddress, { method: 'HEAD' })).ok;
  const link = `<${twinPath}>; rel="alternate"; type="${markdownType}"`;
  return withHeaders(page, hasTwin ? { Link: link } : {});
}
