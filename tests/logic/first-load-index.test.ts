// src/first-load/README.md is the index of the first-load mechanisms: every mechanism in the folder has a row, and
// every row names places that exist and guards that are tests. A mechanism added, moved or removed without its row
// fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const folder = 'src/first-load';
/** The folder's own documents, which are not mechanisms. */
const documents = ['README.md', 'DECISIONS.md'];

interface Row {
  mechanism: string;
  /** The Where column's paths: `name/` for a folder of src/first-load, other paths from the repository root. */
  where: string[];
  /** The Guard column's tests, as paths under tests/ without their suffix. */
  guards: string[];
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

function indexRows(): Row[] {
  const tableLines = readFileSync(path.join(folder, 'README.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'));
  // The header and the separator row come first.
  return tableLines.slice(2).map((line) => {
    const [mechanism, where, , guard] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return { mechanism, where: codeSpans(where), guards: codeSpans(guard) };
  });
}

const isFirstLoadEntry = (where: string) => /^[\w.-]+\/$/.test(where);
const resolve = (where: string) => (isFirstLoadEntry(where) ? path.join(folder, where) : where);

test('every mechanism in src/first-load has a row in its index', () => {
  const rows = indexRows();
  const listed = new Set(rows.flatMap((row) => row.where.filter(isFirstLoadEntry)));
  const mechanisms = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !documents.includes(entry.name))
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
  expect(mechanisms.length, 'the folder holds mechanisms').toBeGreaterThan(0);
  expect(mechanisms.filter((mechanism) => !listed.has(mechanism))).toEqual([]);
});

test('every row of the first-load index names places that exist and guards that are tests', () => {
  const problems = indexRows().flatMap(({ mechanism, where, guards }) => [
    ...(where.length === 0 ? [`${mechanism}: names no place`] : []),
    ...where.filter((entry) => !existsSync(resolve(entry))).map((entry) => `${mechanism}: ${entry} does not exist`),
    ...guards
      .filter((guard) => !['test.ts', 'spec.ts', 'test.mjs'].some((suffix) => existsSync(`tests/${guard}.${suffix}`)))
      .map((guard) => `${mechanism}: no test tests/${guard}.*`),
  ]);
  expect(problems).toEqual([]);
});
