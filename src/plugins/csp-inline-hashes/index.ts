import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { builtPageFiles } from '../../builtPage';
import { inlineScriptHashes } from './inlineScriptHashes';

const placeholder = "'inline-script-hashes'";

/**
 * The theme's inline scripts (color mode before first paint, announcement bar, analytics bootstrap) change with
 * the configuration, so their CSP hashes are computed from the built pages and written into `_headers`.
 */
export default function cspInlineHashesPlugin(): Plugin {
  return {
    name: 'csp-inline-hashes',
    async postBuild({ outDir, routesPaths }) {
      const headersFile = path.join(outDir, '_headers');
      const headers = await readFile(headersFile, 'utf8');
      if (!headers.includes(placeholder)) {
        throw new Error(`static/_headers lost its ${placeholder} placeholder`);
      }
      const hashes = new Set<string>();
      for (const page of builtPageFiles(outDir, routesPaths)) {
        const html = await readFile(page, 'utf8').catch(() => '');
        for (const hash of inlineScriptHashes(html, (text) => createHash('sha256').update(text).digest('base64'))) {
          hashes.add(hash);
        }
      }
      await writeFile(headersFile, headers.replace(placeholder, [...hashes].sort().join(' ')));
    },
  };
}
