// Serves the production build the way a static host (Cloudflare Pages, Netlify) does: clean trailing-slash URLs,
// the 404 page with status 404, gzip, and the headers declared in `_headers`. Used by `npm run serve`, Playwright
// and the benchmarks, so tests see what readers see.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

import { headersFor, parseHeadersFile } from './headers-file.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.yaml': 'text/yaml; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

async function isFile(filePath) {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file in the build, a redirect to the trailing-slash form, or nothing (404). */
export async function resolveRequest(rootDir, urlPath) {
  const decoded = decodeURIComponent(urlPath);
  const filePath = path.join(rootDir, decoded);
  if (!filePath.startsWith(rootDir)) {
    return { kind: 'missing' };
  }
  if (decoded.endsWith('/')) {
    const index = path.join(filePath, 'index.html');
    return (await isFile(index)) ? { kind: 'file', filePath: index } : { kind: 'missing' };
  }
  if (await isFile(filePath)) {
    return { kind: 'file', filePath };
  }
  if (await isFile(path.join(filePath, 'index.html'))) {
    return { kind: 'redirect', location: `${urlPath}/` };
  }
  return { kind: 'missing' };
}

export async function startStaticServer({ rootDir, port = 0, host = '127.0.0.1' }) {
  const root = path.resolve(rootDir);
  const headerRules = parseHeadersFile(await readFile(path.join(root, '_headers'), 'utf8').catch(() => ''));
  const notFoundPage = path.join(root, '404.html');

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let resolved;
    try {
      resolved = await resolveRequest(root, url.pathname);
    } catch {
      resolved = { kind: 'missing' };
    }
    const declaredHeaders = headersFor(headerRules, url.pathname);
    for (const [name, value] of Object.entries(declaredHeaders)) {
      response.setHeader(name, value);
    }
    if (resolved.kind === 'redirect') {
      response.writeHead(301, { Location: `${resolved.location}${url.search}` }).end();
      return;
    }
    const status = resolved.kind === 'file' ? 200 : 404;
    const filePath = resolved.kind === 'file' ? resolved.filePath : notFoundPage;
    // A type declared in `_headers` wins, as on the static hosts; the 404 page is always HTML.
    const declaredType = resolved.kind === 'file' ? declaredHeaders['Content-Type'] : undefined;
    const contentType = declaredType ?? contentTypes[path.extname(filePath)] ?? 'application/octet-stream';
    response.setHeader('Content-Type', contentType);
    const gzip = compressible.test(contentType) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) {
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
    }
    response.writeHead(status);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(filePath);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });

  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return { server, url: `http://${host}:${address.port}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const rootDir = process.argv[2] ?? 'build';
  startStaticServer({ rootDir, port }).then(({ url }) => console.log(`Serving ${rootDir} at ${url}/`));
}
