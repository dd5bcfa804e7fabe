import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formats02 } from '../fixtures/tool/0.2/output-formats';
import { nextFormats } from '../fixtures/tool/next/output-formats';
import type { CliOutputFormats } from '../fixtures/tool/output-formats';

/**
 * Where each docs version keeps what the truth tests check (transcripts, templates, examples, pages), and which
 * table of the tool's output formats its transcripts are checked against. One row per version; the tests loop over
 * the rows, so a new version is a new row (and its format module), not a copy of a test.
 */
export interface DocsVersion {
  /** The version's name in test titles: `Next` or the number in `versions.json`. */
  name: string;
  /** The hand-written pages, `.mdx` files; the generated `api/` folder under it is left out. */
  docsRoot: string;
  /** The example programs, their output manifests and their transcripts. */
  examplesRoot: string;
  /** The files `anemos new` writes, stored byte for byte: `<templatesRoot>/<language>/<type>/…`. */
  templatesRoot: string;
  /** The scripts readers apply by URL, `https://anemos.sh/<path under static/>`. */
  staticExamples: string;
  /** Further folders with transcripts, pages and examples checked against this version (blog, home page). */
  extraRoots: readonly string[];
  /** The line formats of the tool at the version's commit (`tests/fixtures/tool/<version>/output-formats.ts`). */
  formats: CliOutputFormats;
}

export const docsVersions: readonly DocsVersion[] = [
  {
    name: 'Next',
    docsRoot: 'docs',
    examplesRoot: 'examples',
    templatesRoot: 'examples/templates',
    staticExamples: 'static/examples',
    // The blog post shows the Next CLI (FACTS 0.2 §8: the post stays a 0.1 article).
    extraRoots: ['blog'],
    formats: nextFormats,
  },
  {
    name: '0.2',
    docsRoot: 'versioned_docs/version-0.2',
    examplesRoot: 'versioned_examples/version-0.2',
    templatesRoot: 'versioned_examples/version-0.2/templates',
    staticExamples: 'static/examples/0.2',
    // The home page shows the release a visitor can install.
    extraRoots: ['src/pages'],
    formats: formats02,
  },
];

export const versionNamed = (name: string): DocsVersion => docsVersions.find((version) => version.name === name)!;

/** Every file under `directory`, as a path relative to the repository root. */
export function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const entryPath = path.join(directory, entry);
    return statSync(entryPath).isDirectory() ? walk(entryPath) : [entryPath];
  });
}

const isWithin = (file: string, folder: string) => file.split(path.sep).join('/').startsWith(`${folder}/`);

/**
 * The files of a folder that belong to `version`: those under the folder of another version nested in it (the 0.2
 * scripts in `static/examples/0.2/` inside Next's `static/examples/`) are left out.
 */
export function ownFiles(version: DocsVersion, folder: string): string[] {
  const nested = docsVersions
    .filter((other) => other !== version)
    .flatMap((other) => [other.docsRoot, other.examplesRoot, other.staticExamples])
    .filter((other) => isWithin(other, folder));
  return walk(folder).filter((file) => !nested.some((other) => isWithin(file, other)));
}

/**
 * Whether Docusaurus builds the version's pages: Next always, another version once `versions.json` lists it. Its docs
 * folder must then exist; before that, a version has examples and templates but no pages yet.
 */
export function isListed(version: DocsVersion): boolean {
  return (
    version.name === 'Next' ||
    (existsSync('versions.json') &&
      (JSON.parse(readFileSync('versions.json', 'utf8')) as string[]).includes(version.name))
  );
}

/** The version's hand-written pages (its docs folder without the generated API reference, and its extra roots). */
export function pagesOf(version: DocsVersion): string[] {
  const api = path.join(version.docsRoot, 'api') + path.sep;
  // A missing folder is reported by the tests that require it (`isListed`), not by a crash while tests are collected.
  const docs = existsSync(version.docsRoot) ? ownFiles(version, version.docsRoot) : [];
  return [
    ...docs.filter((file) => file.endsWith('.mdx') && !file.startsWith(api)),
    ...version.extraRoots.flatMap((root) => walk(root)).filter((file) => /\.(mdx|tsx)$/.test(file)),
  ];
}
