// What the upgrade guards read of the installed packages. Every path is resolved from the site's root, where the tests
// run, so a guard names a package file exactly as `diff node_modules/<package>/<path> …` would.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** `require` as the site's own code would resolve a package. */
export const load = createRequire(path.resolve('package.json'));

/** The path of a file inside an installed package. */
export const installedPath = (packageName: string, file = '') => path.join('node_modules', packageName, file);

/** The text of a file inside an installed package. */
export const installedText = (packageName: string, file: string) =>
  readFileSync(installedPath(packageName, file), 'utf8');

export function installedVersion(packageName: string): string {
  return JSON.parse(installedText(packageName, 'package.json')).version;
}

/** Every file below a folder, as paths joined to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
