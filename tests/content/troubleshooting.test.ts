import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import {
  defectLink,
  defectsOf,
  type DocsVersionName,
  fixedIn,
  knownDefects,
  releasesOldestFirst,
  troubleshootingPage,
} from '../../src/data/known-defects';
import { releases } from '../../src/data/releases';
import { versionNamed } from '../fixtures/docs-versions';
import { messages02 } from '../fixtures/tool/0.2/messages';
import type { ToolMessages } from '../fixtures/tool/messages';
import { messagesNext } from '../fixtures/tool/next/messages';
import { nextCommit, sourceLinePattern } from '../fixtures/tool/source';

/**
 * The troubleshooting page of each docs version and the known defects, read from the sources: every entry is headed
 * by a message of the version's list in `tests/fixtures/tool/<version>/messages.ts`, which names where the tool
 * prints it; every defect of `src/data/known-defects.ts` links an entry or item that its page has; every release's
 * notes render that release's defects from the data. That the built links resolve is `tests/build/built-links.test.ts`,
 * and that search finds each entry is `tests/build/troubleshooting-search.test.ts`.
 */

const pages: readonly { version: DocsVersionName; fixture: ToolMessages }[] = [
  { version: 'Next', fixture: messagesNext },
  { version: '0.2', fixture: messages02 },
];

const pageFile = (version: DocsVersionName) =>
  path.join(versionNamed(version).docsRoot, 'reference/troubleshooting.mdx');

/** A line of the page outside fenced code, with its number. */
function proseLines(file: string): { line: number; text: string }[] {
  let fenced = false;
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, index) => {
      if (/^\s*(```|~~~)/.test(text)) {
        fenced = !fenced;
        return [];
      }
      return fenced ? [] : [{ line: index + 1, text }];
    });
}

/** An entry's heading, `### \`message\` {/* #anchor *\/}`: the message in one code span, and an explicit anchor. */
const entryHeading = /^### `([^`]+)` \{\/\* #([a-z0-9-]+) \*\/\}$/;

type Entry = { line: number; message: string; anchor: string; notes: string[] };

/** The entries of a page, each with the ids of the `<DefectNote>`s under it. */
function entriesOf(version: DocsVersionName): Entry[] {
  const entries: Entry[] = [];
  for (const { line, text } of proseLines(pageFile(version))) {
    if (text.startsWith('### ')) {
      const match = entryHeading.exec(text);
      expect(match, `${pageFile(version)}:${line}: an h3 is an entry, ### \`message\` {/* #anchor */}`).not.toBeNull();
      entries.push({ line, message: match![1], anchor: match![2], notes: [] });
    } else if (text.startsWith('## ')) {
      entries.push({ line, message: '', anchor: '', notes: [] });
    }
    for (const note of text.matchAll(/<DefectNote id="([^"]+)" version="([^"]+)" \/>/g)) {
      expect(note[2], `${pageFile(version)}:${line}`).toBe(version);
      expect(entries.at(-1)?.anchor, `${pageFile(version)}:${line}: <DefectNote> outside an entry`).toBeTruthy();
      entries.at(-1)!.notes.push(note[1]);
    }
  }
  return entries.filter((entry) => entry.anchor);
}

for (const { version, fixture } of pages) {
  test.describe(`${version} troubleshooting`, () => {
    test("the message list is read at the version's commit, each message once with its source lines", () => {
      expect(fixture.commit.docsVersion).toBe(version);
      const texts = fixture.messages.map((message) => message.text);
      expect(new Set(texts).size, 'messages listed twice').toBe(texts.length);
      for (const message of fixture.messages) {
        expect(message.text.trim(), 'a message is text').toBe(message.text);
        expect(message.text, 'a message fits in one code span').not.toMatch(/[`\n]/);
        for (const source of message.source) {
          expect(source, message.text).toMatch(sourceLinePattern);
        }
      }
    });

    test('every entry is headed by a message of the list, in its order, under an anchor of its own', () => {
      const entries = entriesOf(version);
      expect(entries.length).toBeGreaterThanOrEqual(version === '0.2' ? 12 : 10);
      for (const entry of entries) {
        expect(
          fixture.messages.some((message) => message.text === entry.message),
          `${pageFile(version)}:${entry.line}: \`${entry.message}\` is not in the ${version} messages fixture`,
        ).toBe(true);
      }
      expect(entries.map((entry) => entry.message)).toEqual(fixture.messages.map((message) => message.text));
      const anchors = entries.map((entry) => entry.anchor);
      expect(new Set(anchors).size, 'anchors used twice').toBe(anchors.length);
      expect(
        anchors.filter((anchor) => anchor.startsWith('defect-')),
        'anchors of the defect list',
      ).toEqual([]);
    });

    test('lists its known defects, each linking an entry of the page, which names it', () => {
      const source = readFileSync(pageFile(version), 'utf8');
      expect(source).toContain(`<TroubleshootingDefects version="${version}" />`);
      const entries = entriesOf(version);
      const listed = defectsOf(version);
      expect(listed.length).toBeGreaterThan(0);
      for (const defect of listed) {
        const anchor = defect.entry[version];
        if (anchor !== undefined) {
          const entry = entries.find((candidate) => candidate.anchor === anchor);
          expect(entry, `${defect.id}: no entry #${anchor} on ${pageFile(version)}`).toBeDefined();
          expect(entry!.notes, `${defect.id}: the entry #${anchor} has no <DefectNote> for it`).toContain(defect.id);
        }
      }
      for (const entry of entries) {
        for (const id of entry.notes) {
          const defect = listed.find((candidate) => candidate.id === id);
          expect(defect, `#${entry.anchor}: <DefectNote id="${id}"> names no defect this page lists`).toBeDefined();
          expect(defect!.entry[version], `#${entry.anchor}: ${id} links another entry`).toBe(entry.anchor);
        }
      }
    });
  });
}

test('each known defect is in a run of consecutive releases, or in Next only, with its evidence', () => {
  const ids = knownDefects.map((defect) => defect.id);
  expect(new Set(ids).size, 'ids used twice').toBe(ids.length);
  const evidence = new RegExp(
    `^(?:v\\d+\\.\\d+\\.\\d+|${nextCommit.ref}):${sourceLinePattern.source.replace(/^\^/, '')}`,
  );
  for (const defect of knownDefects) {
    expect(defect.id, 'an id is lower case with hyphens').toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const first = releasesOldestFirst.indexOf(defect.releases[0]);
    expect(defect.releases, defect.id).toEqual(releasesOldestFirst.slice(first, first + defect.releases.length));
    if (defect.releases.length === 0) {
      expect(defect.inNext, `${defect.id} is in no release, so Next must have it`).toBe(true);
    }
    for (const tag of Object.keys(defect.inRelease ?? {})) {
      expect(defect.releases, `${defect.id}: release wording for a release without the defect`).toContain(tag);
    }
    expect(defect.evidence.length, defect.id).toBeGreaterThan(0);
    for (const line of defect.evidence) {
      expect(line, defect.id).toMatch(evidence);
    }
  }
  expect(fixedIn(knownDefects.find((defect) => defect.id === 'kubernetes-1-34')!)).toBeUndefined();
});

/** The notes of each release, by the `slug` of their front matter. */
const notesFiles = new Map(
  readdirSync('changelog')
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const source = readFileSync(path.join('changelog', file), 'utf8');
      return [/^slug: (\S+)$/m.exec(source)?.[1], { file, source }] as const;
    }),
);

for (const release of releases) {
  test(`the notes of ${release.tag} render its known defects, each linking an entry of the 0.2 page`, () => {
    const notes = notesFiles.get(release.tag);
    expect(notes, `no notes with slug ${release.tag} in changelog/`).toBeDefined();
    const section = notes!.source.split(/^## Known defects$/m)[1]?.split(/^## /m)[0] ?? '';
    expect(section.trim(), `${notes!.file}: the "Known defects" section`).toContain(
      `<ReleaseDefects release="${release.tag}" />`,
    );
    expect(section, `${notes!.file}: a hand-written defect beside the data`).not.toMatch(/^\s*[-*] /m);

    const defects = knownDefects.filter((defect) => defect.releases.includes(release.tag));
    expect(defects.length).toBeGreaterThan(0);
    const anchors = new Set(entriesOf('0.2').map((entry) => entry.anchor));
    const listed = new Set(defectsOf('0.2').map((defect) => `defect-${defect.id}`));
    for (const defect of defects) {
      const link = defectLink(defect, '0.2');
      expect(link.startsWith(`${troubleshootingPage['0.2']}#`), defect.id).toBe(true);
      const anchor = link.split('#')[1];
      expect(anchors.has(anchor) || listed.has(anchor), `${defect.id} links #${anchor}, which the 0.2 page lacks`).toBe(
        true,
      );
    }
  });
}
