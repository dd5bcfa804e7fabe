import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { replacementEntry, utilsCommonEntry } from '../../src/first-load/utils-common-entry';
import { load } from './installed';

const installedEntry = load.resolve('@docusaurus/utils-common');

test("the redirection still matches @docusaurus/utils-common's entry", () => {
  expect(utilsCommonEntry.test(installedEntry)).toBe(true);
  expect(path.relative('node_modules', installedEntry)).toBe(
    path.join('@docusaurus', 'utils-common', 'lib', 'index.js'),
  );
});

/**
 * What the replacement exports: `export { a, default as b } from 'file'` lines (read from the source, since Node cannot
 * load an ES module inside this CommonJS package, though the bundler can), and `export const name = value` lines.
 */
function replacementExports(): Map<string, unknown> {
  const source = readFileSync(replacementEntry, 'utf8');
  const exports = new Map<string, unknown>();
  for (const [, list, from] of source.matchAll(/export \{([^}]*)\} from '([^']+)';/g)) {
    const module: Record<string, unknown> = load(from);
    for (const item of list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)) {
      const [imported, exported = imported] = item.split(/\s+as\s+/);
      exports.set(exported, module[imported]);
    }
  }
  for (const [, name, value] of source.matchAll(/export const (\w+) = ('[^']*');/g)) {
    exports.set(name, value.slice(1, -1));
  }
  return exports;
}

test('the replacement exports exactly what the installed entry exports, the very same functions and values', () => {
  const original: Record<string, unknown> = load('@docusaurus/utils-common');
  const names = Object.keys(original).filter((name) => name !== '__esModule');
  const replacement = replacementExports();
  expect([...replacement.keys()].sort()).toEqual([...names].sort());
  for (const name of names) {
    expect(replacement.get(name), name).toBe(original[name]);
  }
});
