// Counts the API items and members declared in declarations/ that carry a TSDoc summary, prints the coverage and
// fails when any lacks one. The site build fails on the same gap (TypeDoc's notDocumented validation); this gives
// the figure and the full list in one place.
import { Application, ReflectionKind, TSConfigReader } from 'typedoc';

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

const app = await Application.bootstrap(
  {
    entryPoints: ['declarations/index.d.ts'],
    tsconfig: 'declarations/tsconfig.json',
    excludePrivate: true,
    logLevel: 'Error',
  },
  [new TSConfigReader()],
);
const project = await app.convert();
if (!project) {
  console.error('TypeDoc could not convert declarations/index.d.ts');
  process.exit(1);
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
console.log(`API documentation coverage: ${documented}/${total} (${((documented / total) * 100).toFixed(1)}%)`);
for (const name of missing) {
  console.log(`  missing summary: ${name}`);
}
process.exitCode = missing.length ? 1 : 0;
