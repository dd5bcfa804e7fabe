import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { digest, fileDigest } from './digests.ts';
import { CodeTypes, type Block, type ComputedTypes } from './engine.ts';

/** Where computed types are kept between builds; `npm run clear` empties it with the bundler's cache. */
export const cacheDirectory = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/code-types');

interface CacheEntry {
  readonly types: ComputedTypes['types'];
  /** Each dependency, relative to the site, with the digest of its content when the types were computed. */
  readonly dependencies: readonly (readonly [file: string, digest: string])[];
}

const engines = new Map<string, CodeTypes>();
/** This folder's own sources: a change to how types are computed makes every entry stale. */
const ownSources = digest(
  readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => readFileSync(path.join(import.meta.dirname, name), 'utf8'))
    .join('\0'),
);

/**
 * A block's types from the cache when nothing they depend on changed, else computed afresh and cached. The key is the
 * block (file, version and text) with this folder's sources and the TypeScript version; an entry lists the digest of
 * each file it depends on (declarations, tsconfig files, the reference's addresses, imported examples), so a warm
 * build starts no language service at all, and a changed declaration recomputes only what it reaches.
 */
export function cachedTypes(siteDir: string, block: Block): ComputedTypes | undefined {
  const relative = (file: string) => path.relative(siteDir, file);
  const key = digest(JSON.stringify([ownSources, ts.version, relative(block.file), block.version ?? '', block.text]));
  const entryFile = path.join(cacheDirectory(siteDir), `${key}.json`);
  const entry = readEntry(entryFile);
  if (entry?.dependencies.every(([file, known]) => fileDigest(path.join(siteDir, file)) === known)) {
    return { types: entry.types, dependencies: entry.dependencies.map(([file]) => path.join(siteDir, file)) };
  }
  let engine = engines.get(siteDir);
  if (!engine) {
    engine = new CodeTypes(siteDir);
    engines.set(siteDir, engine);
  }
  const computed = engine.compute(block);
  if (computed) {
    const fresh: CacheEntry = {
      types: computed.types,
      dependencies: computed.dependencies.map((file) => [relative(file), fileDigest(file) ?? ''] as const),
    };
    mkdirSync(path.dirname(entryFile), { recursive: true });
    writeFileSync(entryFile, JSON.stringify(fresh));
  }
  return computed;
}

function readEntry(file: string): CacheEntry | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CacheEntry;
  } catch {
    return undefined;
  }
}
