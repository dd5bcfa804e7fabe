import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** A digest of a text, for cache keys and file names. */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const fileDigests = new Map<string, { mtime: number; digest: string }>();

/** A file's digest, read again only when its modification time changes; none for a file that does not exist. */
export function fileDigest(file: string): string | undefined {
  const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtime === undefined) {
    return undefined;
  }
  const known = fileDigests.get(file);
  if (known?.mtime === mtime) {
    return known.digest;
  }
  const fresh = digest(readFileSync(file, 'utf8'));
  fileDigests.set(file, { mtime, digest: fresh });
  return fresh;
}
