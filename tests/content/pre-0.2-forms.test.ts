import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ownFiles, versionNamed, walk } from '../fixtures/docs-versions';
import { findPre02Forms, pre02Forms } from '../../src/pre02Forms';

/**
 * No 0.2 code uses a form that Anemos had before 0.2 and v0.2.1 no longer has: `src/pre02Forms.ts` lists them, with
 * their detectors and what v0.2.1 has instead.
 *
 * Scanned: every fenced code block of the 0.2 pages, every file a 0.2 page imports as text (`@site/…?raw`), and
 * every file of the 0.2 examples and of the scripts served for 0.2 (`static/examples/0.2/`).
 *
 * One exception, kept narrow on purpose: the migration page (`versioned_docs/version-0.2/migration.mdx`) shows the
 * Next code that each change replaces. Those "before" snippets are Next examples, files under `examples/migration/`
 * type-checked against `declarations/` by `examples/tsconfig*.json`, and the page imports them as text. Only those
 * imports, on that page, are left out of the scan. A fenced block on the migration page, an import of any other
 * Next file, and the "after" snippets under `versioned_examples/version-0.2/migration/` are scanned like all 0.2 code.
 * Only a line marked `// @ts-expect-error` may hold a form anywhere: the page then shows the compile error that 0.2
 * gives it, and the build fails if there is none (see `markedAsError`).
 */

/** 0.2 code that uses each replacement, which the detectors must leave alone. */
const current02Code = [
  'const builder = new anemos.Builder("1.31", anemos.kubernetesDistribution.minikube, anemos.environmentType.development);',
  'builder.addDocument(`\napiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}, ${other}\n`);',
  'builder.addDocument({ path: "pod.yaml", content: yaml });',
  'context.addDocument({ documentGroup: "web", path: "service.yaml", content: { kind: "Service" } });',
  'const doc = anemos.parseDocument(text); doc.setPath("values.yaml");',
  'const pod = new anemos.Document("kind: Pod"); const values = anemos.parse(text);',
  '// Mapping of names to images; a Sequence of steps; the Scalar value',
  'const mapping = { Mapping: 1 }; type EnvironmentType = string;',
  '// @ts-check\n// The types come from `anemos declarations .anemos/types`.\nconst x = 1;',
  '// TypeScript, and JavaScript files with `// @ts-check`, reject this form.',
  // Shown as the error the 0.2 declarations give it.
  '// @ts-expect-error\nbuilder.addDocument("service.yaml", service);',
];

interface Block {
  file: string;
  line: number;
  code: string;
}

/** The fenced code blocks of a page. */
function codeBlocks(file: string, text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const opening = /^\s*(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!opening) {
      continue;
    }
    const end = lines.findIndex(
      (line, j) => j > i && line.trim().startsWith(opening[1]) && /^[`~]+$/.test(line.trim()),
    );
    const close = end === -1 ? lines.length : end;
    blocks.push({ file, line: i + 2, code: lines.slice(i + 1, close).join('\n') });
    i = close;
  }
  return blocks;
}

/**
 * Whether the code at `offset` is on a line marked `// @ts-expect-error`: an example that shows on purpose how the 0.2
 * declarations reject the form. The build shows the compiler's error under that line, and fails when there is none
 * (src/plugins/code-types), so the line is shown as what 0.2 refuses, never as 0.2 code.
 */
function markedAsError(code: string, offset: number): boolean {
  const lines = code.slice(0, offset).split('\n');
  return lines.length > 1 && /^\s*\/\/\s*@ts-expect-error\s*$/.test(lines[lines.length - 2]);
}

function problems(blocks: Block[]): string[] {
  return blocks.flatMap(({ file, line, code }) =>
    findPre02Forms(code)
      .filter(({ offset }) => !markedAsError(code, offset))
      .map(({ form, offset }) => {
        const at = line + code.slice(0, offset).split('\n').length - 1;
        return `${file}:${at}: ${form.name} is not 0.2 code; use ${form.instead} (v0.2.1: ${form.source})`;
      }),
  );
}

const version = versionNamed('0.2');

/** The one page allowed to show Next code, and the one folder that code may come from (see the header). */
const migrationPage = `${version.docsRoot}/migration.mdx`;
const beforeSnippets = 'examples/migration/';

/**
 * The files a page imports as text (`import x from '@site/<file>?raw';`), relative to the repository root, without
 * the Next "before" snippets that the migration page imports from `examples/migration/`.
 */
function scannedImports(page: string, text: string): string[] {
  const isMigrationPage = page.split(path.sep).join('/') === migrationPage;
  return [...text.matchAll(/^import\s+\w+\s+from\s+'@site\/([^']+)\?raw';/gm)]
    .map((match) => match[1])
    .filter((file) => !(isMigrationPage && file.startsWith(beforeSnippets)));
}

/** What the test scans: the 0.2 pages' code blocks and text imports, and the 0.2 example and served files whole. */
function scanned(): { pages: string[]; files: string[]; blocks: Block[] } {
  const api = path.join(version.docsRoot, 'api') + path.sep;
  const pages = existsSync(version.docsRoot)
    ? walk(version.docsRoot).filter((file) => file.endsWith('.mdx') && !file.startsWith(api))
    : [];
  const ownExamples = [version.examplesRoot, version.staticExamples]
    .filter((root) => existsSync(root))
    .flatMap((root) => ownFiles(version, root));
  const imported = pages.flatMap((page) => scannedImports(page, readFileSync(page, 'utf8')));
  const files = [...new Set([...ownExamples, ...imported])];
  const blocks = [
    ...pages.flatMap((page) => codeBlocks(page, readFileSync(page, 'utf8'))),
    ...files.map((file) => ({ file, line: 1, code: readFileSync(file, 'utf8') })),
  ];
  return { pages, files, blocks };
}

test('each pre-0.2 form is detected, and 0.2 code is not', () => {
  for (const form of pre02Forms) {
    for (const fixture of form.fixtures) {
      expect(form.find(fixture).length, `${form.name} in: ${fixture}`).toBeGreaterThan(0);
    }
  }
  for (const code of current02Code) {
    expect(problems([{ file: 'fixture', line: 1, code }]), code).toEqual([]);
  }
});

test('only the migration page may show Next code, and only from files it imports from examples/migration/', () => {
  const page = [
    "import nextBuilderJs from '@site/examples/migration/builder.js?raw';",
    "import builderJs from '@site/versioned_examples/version-0.2/migration/builder.js?raw';",
    "import otherJs from '@site/examples/simple-tutorial/generate-manifests/basic/index.js?raw';",
    '',
    '```js title="Next"',
    'builder.addDocument("pod.yaml", text);',
    '```',
  ].join('\n');
  // The "before" snippet is left out on the migration page; the "after" snippet and any other Next file are not.
  expect(scannedImports(migrationPage, page)).toEqual([
    'versioned_examples/version-0.2/migration/builder.js',
    'examples/simple-tutorial/generate-manifests/basic/index.js',
  ]);
  // On any other page, every import is scanned.
  expect(scannedImports(`${version.docsRoot}/tutorial/getting-started.mdx`, page)).toHaveLength(3);
  // A fenced block is scanned everywhere, titled "Next" or not.
  expect(problems(codeBlocks(migrationPage, page))).toHaveLength(1);
});

test('no 0.2 code block, example or served script uses a pre-0.2 form', () => {
  const { files, blocks } = scanned();
  // The 0.2 templates alone are files the scan must see; a missing examples folder must not pass as clean.
  expect(files.filter((file) => file.startsWith(version.templatesRoot)).length, version.templatesRoot).toBeGreaterThan(
    0,
  );
  const found = problems(blocks);
  expect(found, found.join('\n')).toEqual([]);
});
