import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { docsVersions, pagesOf } from '../fixtures/docs-versions';
import { firstHourPages, glossaryOf } from '../fixtures/glossary';

/**
 * The glossary of each docs version (`src/data/glossary/`) and the `<Term>`s of its pages, read from the sources:
 * every entry is a term defined once, in alphabetical order, and every `<Term>` names an entry. How the terms reach
 * the reader on the built pages is `tests/build/glossary.test.ts`.
 */

/** The ids that the `<Term>`s of a page name. */
const termIds = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/<Term\b[^>]*?\bid="([^"]*)"/g)].map((match) => match[1]!);

/** Sentences of a definition; the code spans are set aside first, since `[5, 1]` or `a.b` hold no sentence end. */
const sentences = (text: string): number => text.replace(/`[^`]*`/g, 'code').split(/[.!?](?:\s|$)/).length - 1;

for (const version of docsVersions) {
  const glossary = glossaryOf(version);

  test.describe(`${version.name} glossary`, () => {
    test('defines at least 15 terms once each, in alphabetical order, in one to three sentences', () => {
      const ids = glossary.entries.map((entry) => entry.id);
      expect(ids.length).toBeGreaterThanOrEqual(15);
      expect(new Set(ids).size).toBe(ids.length);
      const terms = glossary.entries.map((entry) => entry.term.toLowerCase());
      expect(terms).toEqual([...terms].sort());
      for (const entry of glossary.entries) {
        expect(entry.id, entry.term).toBe(entry.term.toLowerCase().replace(/\s+/g, '-'));
        expect(sentences(entry.definition), entry.id).toBeGreaterThanOrEqual(1);
        expect(sentences(entry.definition), entry.id).toBeLessThanOrEqual(3);
      }
    });

    test('is named by every <Term> of the version, and used on each first-hour page', () => {
      const ids = new Set(glossary.entries.map((entry) => entry.id));
      for (const file of pagesOf(version)) {
        for (const id of termIds(file)) {
          expect(ids.has(id), `${file}: <Term id="${id}">`).toBe(true);
        }
      }
      for (const page of firstHourPages) {
        expect(termIds(path.join(version.docsRoot, page)).length, page).toBeGreaterThan(0);
      }
    });
  });
}
