import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isMap, isScalar, isSeq, type Node, parseAllDocuments, type Scalar } from 'yaml';
import { type DocsVersion, docsVersions, isListed, ownFiles, pagesOf, walk } from '../fixtures/docs-versions';

/**
 * The YAML shown beside each example is what Anemos writes for it: every output file holds one YAML document, and
 * each manifest's name (and kind, unless it comes from a Helm chart or another package) is declared by the example.
 * Each docs version's examples are checked, with the programs it serves for download; 0.2's manifests also follow
 * the 0.2 serializer and its file names (both described below, with their lines at v0.2.1).
 */

// `https://anemos.sh/examples/<path>` is served from `static/examples/<path>`, for every version
// (`static/examples/0.2/…` for 0.2).
const served = 'static/examples';
const hostedExample = /https:\/\/anemos\.sh\/examples\/([\w./-]+\.js)/g;

interface ExampleSources {
  /** Pages whose program is also offered for download keep it under the version's static folder. */
  programsServedForDownload: Record<string, string[]>;
  /** Pages that show the output of an unchanged `anemos new` project keep its program under the templates folder. */
  programsFromTemplates: Record<string, string>;
  /** The least number of examples with output the version has; 0 while its pages are being written. */
  leastExamplesWithOutput: number;
  /** Folders whose page is not written yet: the files are checked elsewhere but shown on no page so far. */
  awaitingTheirPage: string[];
  /** Pages of another version that show some of this version's examples. */
  pagesOfOtherVersions: string[];
}

const exampleSources: Record<string, ExampleSources> = {
  Next: {
    programsServedForDownload: {
      'examples/simple-tutorial/applying-manifests': ['static/examples/build-apply.js'],
    },
    programsFromTemplates: {
      'examples/tutorial/getting-started': 'examples/templates/javascript/app',
      'examples/tutorial/generating-package/js': 'examples/templates/javascript/package',
      'examples/tutorial/generating-package/ts': 'examples/templates/typescript/package',
    },
    leastExamplesWithOutput: 16,
    awaitingTheirPage: [],
    // The 0.2 migration page shows the Next code each change replaces: the "before" snippets in examples/migration/.
    pagesOfOtherVersions: ['versioned_docs/version-0.2/migration.mdx'],
  },
  '0.2': {
    programsServedForDownload: {
      'versioned_examples/version-0.2/simple-tutorial/applying-manifests': ['static/examples/0.2/build-apply.js'],
    },
    programsFromTemplates: {
      'versioned_examples/version-0.2/tutorial/getting-started':
        'versioned_examples/version-0.2/templates/javascript/app',
      // One output for both languages: the JavaScript and TypeScript package templates add the same Pod (in
      // pkg/cmd/templates/, javascript/package/lib/component.js:34-52 and typescript/package/lib/component.ts:23-41
      // at v0.2.1), and the serializer writes the object, not the template's YAML text.
      'versioned_examples/version-0.2/tutorial/generating-package':
        'versioned_examples/version-0.2/templates/javascript/package',
    },
    leastExamplesWithOutput: 20,
    awaitingTheirPage: [],
    pagesOfOtherVersions: [],
  },
};

function outputDirectories(version: DocsVersion): string[] {
  return [version.examplesRoot, ...version.extraRoots]
    .filter((root) => existsSync(root))
    .flatMap((root) =>
      ownFiles(version, root)
        .map((file) => file.split(`${path.sep}output${path.sep}`)[0])
        .filter((directory, index, all) => all.indexOf(directory) === index)
        .filter((directory) => existsSync(path.join(directory, 'output', 'manifests'))),
    );
}

/** The example's own scripts plus the hosted scripts they load by URL, followed transitively. */
function sourcesOf(version: DocsVersion, exampleDirectory: string): string {
  const { programsServedForDownload, programsFromTemplates } = exampleSources[version.name];
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
      files.push(path.join(served, hosted));
    }
  }
  return texts.join('\n');
}

/**
 * How the 0.2 serializer writes a document, as far as it can be read back from the file: strings double-quoted (a
 * multi-line string may be a literal block), other scalars plain, non-integer numbers with six decimals
 * (`pkg/core/serialization.go:133-185` at v0.2.1); `apiVersion`, `kind`, `metadata` first; `metadata` fields in
 * sortFields' order; label and annotation keys sorted (`pkg/jslib/components/sortFields.ts:363-377`). Returns what
 * is wrong.
 */
function serializerProblems(root: Node | null): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, where: string) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '?';
        visit(pair.value, where ? `${where}.${key}` : key);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item, `${where}[${i}]`));
    } else if (isScalar(node)) {
      const scalar = node as Scalar;
      if (typeof scalar.value === 'string') {
        const allowed = scalar.value.includes('\n') ? ['QUOTE_DOUBLE', 'BLOCK_LITERAL'] : ['QUOTE_DOUBLE'];
        if (!allowed.includes(scalar.type ?? '')) {
          problems.push(
            `${where}: strings are written double-quoted${allowed.length > 1 ? ' or as a literal block' : ''}`,
          );
        }
      } else if (scalar.type !== 'PLAIN') {
        problems.push(`${where}: numbers, booleans and null are written plain`);
      } else if (
        typeof scalar.value === 'number' &&
        !Number.isInteger(scalar.value) &&
        !/^-?\d+\.\d{6}$/.test(scalar.source ?? '')
      ) {
        problems.push(`${where}: a non-integer number is written with six decimals`);
      }
    }
  };
  visit(root, '');
  const keysOf = (node: unknown) =>
    isMap(node) ? node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : '')) : [];
  const leading = (keys: string[], order: string[], where: string) => {
    const present = order.filter((key) => keys.includes(key));
    if (keys.slice(0, present.length).join() !== present.join()) {
      problems.push(`${where} starts with ${present.join(', ')}, in this order (sortFields)`);
    }
  };
  leading(keysOf(root), ['apiVersion', 'kind', 'metadata'], 'the document');
  const metadata = isMap(root) ? root.get('metadata', true) : undefined;
  leading(
    keysOf(metadata),
    ['name', 'namespace', 'labels', 'annotations', 'ownerReferences', 'finalizers'],
    'metadata',
  );
  for (const field of ['labels', 'annotations']) {
    const keys = keysOf(isMap(metadata) ? metadata.get(field, true) : undefined);
    if (keys.join('\n') !== [...keys].sort().join('\n')) {
      problems.push(`metadata.${field}: keys are sorted (sortFields)`);
    }
  }
  return problems;
}

/**
 * The name 0.2 gives a document written without a path (`pkg/core/document.go:114-137` at v0.2.1), when it can be
 * told from the file.
 */
function defaultName(manifest: { kind?: string; metadata?: { name?: string } } | null): RegExp | undefined {
  const name = manifest?.metadata?.name;
  if (manifest?.kind && name) {
    // Names that are already Kubernetes identifiers pass through toKubernetesIdentifier unchanged.
    return /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(name)
      ? new RegExp(`^${manifest.kind.toLowerCase()}-${name}\\.yaml$`)
      : undefined;
  }
  return /^document(-\d+)?\.yaml$/;
}

for (const version of docsVersions) {
  const directories = outputDirectories(version);
  const { leastExamplesWithOutput } = exampleSources[version.name];

  test(`${version.name}: examples with output are found`, () => {
    expect(existsSync(version.examplesRoot), `${version.examplesRoot} exists`).toBe(true);
    expect(directories.length).toBeGreaterThanOrEqual(leastExamplesWithOutput);
  });

  for (const directory of directories) {
    test(`${directory}: every output manifest parses and matches the example`, () => {
      const sources = sourcesOf(version, directory);
      expect(sources.length, 'example has a program').toBeGreaterThan(0);
      const manifestsRoot = path.join(directory, 'output', 'manifests');
      const usesHelm = /addHelmChart\(|new (anemos\.)?HelmChart\(/.test(sources);
      const usesOtherPackages =
        /require\("(?!@ohayocorp\/anemos"|https:|\.)[^"]+"\)|from "(?!@ohayocorp\/anemos")[^.][^"]*"/.test(sources);
      // 0.2: without a path anywhere in the program, every file has its default name.
      const defaultNames =
        version.name !== 'Next' && !usesHelm && !usesOtherPackages && !/\bpath\s*:|\.setPath\(/.test(sources);

      for (const file of walk(manifestsRoot).filter((name) => /\.ya?ml$/.test(name))) {
        const relative = path.relative(manifestsRoot, file);
        const documents = parseAllDocuments(readFileSync(file, 'utf8'));
        expect(documents, `${relative}: one document per file`).toHaveLength(1);
        expect(documents[0].errors, relative).toEqual([]);
        const manifest = documents[0].toJS() as { kind?: string; metadata?: { name?: string } } | null;
        expect(manifest !== null && typeof manifest === 'object', `${relative}: the root is a mapping`).toBe(true);
        if (version.name !== 'Next') {
          expect(serializerProblems(documents[0].contents), `${relative}: written as 0.2 writes YAML`).toEqual([]);
          const expectedName = defaultNames ? defaultName(manifest) : undefined;
          if (expectedName) {
            expect(
              path.basename(relative),
              `${relative}: the default name (pkg/core/document.go:114-137 at v0.2.1)`,
            ).toMatch(expectedName);
          }
        }
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

  // A version's examples are shown once its pages are built (`versions.json` lists it); before that, a version
  // being written has files that no page imports yet.
  test(`${version.name}: every example file is shown on a page`, () => {
    test.skip(!isListed(version), `versions.json does not list ${version.name} yet`);
    const { awaitingTheirPage, pagesOfOtherVersions } = exampleSources[version.name];
    const pages = [...pagesOf(version), ...pagesOfOtherVersions, ...walk('src/pages'), ...walk('src/components')]
      .filter((file, index, all) => /\.(mdx|tsx)$/.test(file) && all.indexOf(file) === index)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const shown = [version.examplesRoot, version.staticExamples]
      .filter((root) => existsSync(root))
      .flatMap((root) => ownFiles(version, root))
      .filter((file) => !/tsconfig(\.[a-z]+)?\.json$/.test(file) && !file.endsWith('.d.ts'))
      // The tool's license notice beside the templates it covers is for the repository, not a page.
      .filter((file) => file !== path.join(version.templatesRoot, 'NOTICE'));
    const notShown = shown.filter((file) => {
      if (awaitingTheirPage.some((folder) => file.startsWith(folder))) {
        return false;
      }
      const withoutRoot = file.replace(/^examples\//, '').replace(/^static\//, '');
      return !pages.includes(withoutRoot);
    });
    expect(notShown).toEqual([]);
  });
}

/**
 * Git output on a page shows the file mode Anemos gives what it writes: every file under an `output/` folder is created
 * with mode 0777 minus the umask (`os.ModePerm`, `v0.2.1:pkg/components/writedocuments/component.go:140`,
 * `73d3b32:pkg/components/writedocuments/component.go:137`), so Git records it as `100755`, not `100644`.
 */
function gitModesOfWrittenFiles(file: string): { where: string; mode: string }[] {
  const found: { where: string; mode: string }[] = [];
  let target: string | undefined;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const header = /^diff --git a\/\S+ b\/(\S+)$/.exec(line);
      if (header) {
        target = header[1];
        return;
      }
      const mode = /^(?:index [0-9a-f]+\.\.[0-9a-f]+ |(?:new|deleted) file mode |new mode )(\d{6})$/.exec(line);
      if (mode && target && /(^|\/)output\//.test(target)) {
        found.push({ where: `${file}:${index + 1} (${target})`, mode: mode[1] });
      }
    });
  return found;
}

test('git output shows the files Anemos writes with mode 100755', () => {
  const modes = docsVersions.flatMap((version) =>
    [...pagesOf(version), ...ownFiles(version, version.examplesRoot).filter((file) => file.endsWith('.txt'))].flatMap(
      gitModesOfWrittenFiles,
    ),
  );
  // The Source Control pages of both versions show manifests in `git diff`; none found means the scan is broken.
  expect(modes.length).toBeGreaterThan(0);
  expect(modes.filter(({ mode }) => mode !== '100755')).toEqual([]);
});
