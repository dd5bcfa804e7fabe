// Counts the API items and members of each docs version's declarations that carry a TSDoc summary, prints the
// coverage per version and fails when any lacks one. The site build fails on the same gap (TypeDoc's notDocumented
// validation); this gives the figures and the full list in one place. Each version's entry point and tsconfig are read
// from the TypeDoc options file its API pages are generated with.
import { readFile } from 'node:fs/promises';

import { Application, ReflectionKind, TSConfigReader } from 'typedoc';

const versions = [
  { label: 'Next', typedocOptions: 'typedoc.json' },
  { label: '0.2', typedocOptions: 'typedoc-0.2.json' },
];

const checkedKinds =
  ReflectionKind.Namespace |
  ReflectionKind.Enum |
  ReflectionKind.EnumMember |
  ReflectionKind.Variable |
  ReflectionKind.Function |
  ReflectionKind.Class |
  ReflectionKind.Constructor |
  ReflectionKind.Property |
  ReflectionKind.Method |
  ReflectionKind.Accessor |
  ReflectionKind.TypeAlias;

const hasSummary = (comment) => Boolean(comment?.summary.some((part) => part.text.trim()));

async function coverage({ label, typedocOptions }) {
  const { entryPoints, tsconfig } = JSON.parse(await readFile(typedocOptions, 'utf8'));
  const app = await Application.bootstrap({ entryPoints, tsconfig, excludePrivate: true, logLevel: 'Error' }, [
    new TSConfigReader(),
  ]);
  const project = await app.convert();
  if (!project) {
    console.error(`${label}: TypeDoc could not convert ${entryPoints.join(', ')}`);
    return false;
  }

  const missing = [];
  let total = 0;
  for (const reflection of project.getReflectionsByKind(checkedKinds)) {
    // Overloads are documented one signature at a time; everything else on the reflection itself. Implicit
    // constructors (classes that declare none) have no source to document.
    const documentables = (reflection.signatures?.length ? reflection.signatures : [reflection]).filter(
      (documentable) => documentable.sources?.length,
    );
    for (const documentable of documentables) {
      total += 1;
      if (!hasSummary(documentable.comment)) {
        missing.push(reflection.getFullName());
      }
    }
  }

  const documented = total - missing.length;
  console.log(
    `API documentation coverage (${label}, ${entryPoints.join(', ')}): ${documented}/${total} ` +
      `(${((documented / total) * 100).toFixed(1)}%)`,
  );
  for (const name of missing) {
    console.log(`  missing summary: ${name}`);
  }
  return missing.length === 0;
}

let complete = true;
for (const version of versions) {
  complete = (await coverage(version)) && complete;
}
process.exitCode = complete ? 0 : 1;
