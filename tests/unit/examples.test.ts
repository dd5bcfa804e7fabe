import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseAllDocuments } from 'yaml';

/**
 * The YAML shown beside each example is what Anemos writes for it: every output file holds one YAML document, and
 * each manifest's name (and kind, unless it comes from a Helm chart or another package) is declared by the example.
 */
const exampleRoots = ['examples', 'blog'];
const staticExamples = 'static/examples';
const hostedExample = /https:\/\/anemos\.sh\/examples\/([\w./-]+\.js)/g;
// Pages whose program is also offered for download keep it under static/examples.
const programsServedForDownload: Record<string, string[]> = {
  'examples/simple-tutorial/applying-manifests': ['static/examples/build-apply.js'],
};

// Pages that show the output of an unchanged `anemos new` project keep its program under examples/templates.
const programsFromTemplates: Record<string, string> = {
  'examples/tutorial/getting-started': 'examples/templates/javascript/app',
  'examples/tutorial/generating-package/js': 'examples/templates/javascript/package',
  'examples/tutorial/generating-package/ts': 'examples/templates/typescript/package',
};

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const entryPath = path.join(directory, entry);
    return statSync(entryPath).isDirectory() ? walk(entryPath) : [entryPath];
  });
}

function outputDirectories(): string[] {
  return exampleRoots.flatMap((root) =>
    walk(root)
      .map((file) => file.split(`${path.sep}output${path.sep}`)[0])
      .filter((directory, index, all) => all.indexOf(directory) === index)
      .filter((directory) => existsSync(path.join(directory, 'output', 'manifests'))),
  );
}

/** The example's own scripts plus the hosted scripts they load by URL, followed transitively. */
function sourcesOf(exampleDirectory: string): string {
  const files = walk(exampleDirectory).filter(
    (file) => /\.(js|ts)$/.test(file) && !file.includes(`${path.sep}output${path.sep}`),
  );
  files.push(...(programsServedForDownload[exampleDirectory] ?? []));
  const template = programsFromTemplates[exampleDirectory];
  if (template) {
    files.push(...walk(template).filter((file) => /\.(js|ts)$/.test(file)));
  }
  const seen = new Set<string>();
  const texts: string[] = [];
  while (files.length) {
    const file = files.pop()!;
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    texts.push(text);
    for (const [, hosted] of text.matchAll(hostedExample)) {
      files.push(path.join(staticExamples, hosted));
    }
  }
  return texts.join('\n');
}

const directories = outputDirectories();

test('examples with output are found', () => {
  expect(directories.length).toBeGreaterThan(15);
});

for (const directory of directories) {
  test(`${directory}: every output manifest parses and matches the example`, () => {
    const sources = sourcesOf(directory);
    expect(sources.length, 'example has a program').toBeGreaterThan(0);
    const manifestsRoot = path.join(directory, 'output', 'manifests');
    const usesHelm = /addHelmChart\(|new (anemos\.)?HelmChart\(/.test(sources);
    const usesOtherPackages =
      /require\("(?!@ohayocorp\/anemos"|https:|\.)[^"]+"\)|from "(?!@ohayocorp\/anemos")[^.][^"]*"/.test(sources);

    for (const file of walk(manifestsRoot).filter((name) => /\.ya?ml$/.test(name))) {
      const relative = path.relative(manifestsRoot, file);
      const documents = parseAllDocuments(readFileSync(file, 'utf8'));
      expect(documents, `${relative}: one document per file`).toHaveLength(1);
      expect(documents[0].errors, relative).toEqual([]);
      const manifest = documents[0].toJS() as { kind?: string; metadata?: { name?: string } } | null;
      expect(manifest !== null && typeof manifest === 'object', `${relative}: the root is a mapping`).toBe(true);
      if (!manifest?.kind) {
        continue; // an empty document ({}), as written for `new Document(path)`
      }
      const group = relative.includes(path.sep) ? relative.split(path.sep)[0] : '';
      const renderedByHelm = usesHelm && group !== '' && sources.includes(`"${group}"`);
      if (renderedByHelm) {
        expect(manifest.metadata?.name, relative).toBeTruthy();
        continue;
      }
      expect(sources, `${relative}: name ${manifest.metadata?.name}`).toContain(manifest.metadata?.name ?? '');
      if (!usesOtherPackages) {
        expect(sources, `${relative}: kind ${manifest.kind}`).toContain(manifest.kind);
      }
    }
  });
}

test('every example file is shown on a page', () => {
  const pages = [...walk('docs'), ...walk('blog'), ...walk('src/pages'), ...walk('src/components')]
    .filter((file) => /\.(mdx|tsx)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const shown = [...walk('examples'), ...walk(staticExamples)].filter(
    (file) => !/tsconfig(\.[a-z]+)?\.json$/.test(file) && !file.endsWith('.d.ts'),
  );
  const notShown = shown.filter((file) => {
    const withoutRoot = file.replace(/^examples\//, '').replace(/^static\//, '');
    return !pages.includes(withoutRoot);
  });
  expect(notShown).toEqual([]);
});
