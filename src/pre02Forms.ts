/**
 * The code forms Anemos had before 0.2 and v0.2.1 no longer has, each with a detector: the enum objects
 * `KubernetesDistribution` and `EnvironmentType` (now the `kubernetesDistribution` and `environmentType` constants),
 * the YAML node classes `Mapping`, `Sequence`, `Scalar` and `YamlStyle`, `parseMapping`/`parseSequence`, and a string
 * path as the first of several arguments of `addDocument`, `parseDocument` or `new Document` (the 0.2 string forms
 * take one argument, the YAML text). Such code fails at v0.2.1, with a TypeError or "no overload found". Nor does 0.2
 * code start with a `// @ts-check` that no comment explains: before 0.2, `anemos new` gave a JavaScript project
 * declarations in `.anemos/types`, but at v0.2.1 it gives it none (`v0.2.1:pkg/cmd/new_project.go:151-157`), so a
 * reader who copies the line gets no checking unless a comment says where the types come from.
 *
 * `tests/content/pre-0.2-forms.test.ts` holds the 0.2 pages and examples to it, and the agent skill's build
 * (`src/plugins/agent-skill`) fails on a form in the skill.
 */
export interface Pre02Form {
  name: string;
  /** Where the form is found in `code`: the offsets of its matches. */
  find: (code: string) => number[];
  /** What 0.2 code writes instead. */
  instead: string;
  /** Where v0.2.1 shows the replacement: a path and line of the tool's source at the tag. */
  source: string;
  /** Code with the form, which the detector must flag. */
  fixtures: string[];
}

const offsets = (pattern: RegExp) => (code: string) =>
  [...code.matchAll(new RegExp(pattern.source, 'g'))].map((match) => match.index!);

/** The end of the string literal that starts at `start` (a quote or a backtick), or -1. */
function endOfString(code: string, start: number): number {
  const quote = code[start];
  let depth = 0; // `${ … }` nesting inside a template literal
  for (let i = start + 1; i < code.length; i++) {
    const char = code[i];
    if (char === '\\') {
      i++;
    } else if (depth > 0) {
      depth += char === '{' ? 1 : char === '}' ? -1 : 0;
    } else if (quote === '`' && char === '$' && code[i + 1] === '{') {
      depth = 1;
      i++;
    } else if (char === quote) {
      return i;
    }
  }
  return -1;
}

/** Calls of `callee` whose first argument is a string literal followed by a further argument. */
function stringThenMoreArguments(callee: RegExp) {
  return (code: string) =>
    [...code.matchAll(new RegExp(`${callee.source}\\s*\\(\\s*`, 'g'))].flatMap((match) => {
      const start = match.index! + match[0].length;
      if (!['"', "'", '`'].includes(code[start]!)) {
        return [];
      }
      const end = endOfString(code, start);
      return end !== -1 && /^\s*,/.test(code.slice(end + 1)) ? [match.index!] : [];
    });
}

export const pre02Forms: readonly Pre02Form[] = [
  {
    name: '`KubernetesDistribution.` enum',
    find: offsets(/\bKubernetesDistribution\./),
    instead: '`anemos.kubernetesDistribution.minikube` and the other constants',
    source: 'pkg/jslib/index.ts:13, pkg/jslib/kubernetesDistribution.d.ts:6',
    fixtures: ['new anemos.Builder("1.31", anemos.KubernetesDistribution.Minikube, env);'],
  },
  {
    name: '`EnvironmentType.` enum',
    find: offsets(/\bEnvironmentType\./),
    instead: '`anemos.environmentType.production` or `context.isProduction()`',
    source: 'pkg/jslib/index.ts:9, pkg/jslib/environmentType.d.ts:7',
    fixtures: ['if (context.options.environment.type === anemos.EnvironmentType.Production) {}'],
  },
  {
    name: 'YAML node classes',
    find: offsets(
      /\banemos\.(?:Mapping|Sequence|Scalar|YamlStyle)\b|\bnew\s+(?:Mapping|Sequence|Scalar)\s*\(|\bYamlStyle\.|[{,]\s*(?:Mapping|Sequence|Scalar|YamlStyle)\s*[,}][^;\n]*@ohayocorp\/anemos/,
    ),
    instead: 'plain objects, arrays and values; there is no style control',
    source: 'pkg/jslib/document.d.ts:13',
    fixtures: [
      'const labels = new anemos.Mapping();',
      'function f(node: anemos.Sequence) {}',
      'const text = new Scalar("x", YamlStyle.Literal);',
      'const { Mapping, dedent } = require("@ohayocorp/anemos");',
      'import { Scalar } from "@ohayocorp/anemos";',
    ],
  },
  {
    name: '`parseMapping` / `parseSequence`',
    find: offsets(/\bparse(?:Mapping|Sequence)\s*\(/),
    instead: '`anemos.parse(text)`',
    source: 'pkg/jslib/parsing.d.ts:4',
    fixtures: ['const values = anemos.parseMapping(text);'],
  },
  {
    name: '`addDocument("x.yaml", …)` with a path first',
    find: stringThenMoreArguments(/\baddDocument/),
    instead: '`addDocument({ path: "x.yaml", content })`, or `addDocument(yamlText)` for the default name',
    source: 'pkg/jslib/builder.d.ts:47-63, pkg/jslib/document.d.ts:55-59',
    fixtures: [
      'builder.addDocument("pod.yaml", `\nkind: Pod\n`);',
      'builder.addDocument(\n    `pod.yaml`,\n    `\n    apiVersion: v1\n    `);',
      "context.addDocument('web', 'service.yaml', { kind: 'Service' });",
    ],
  },
  {
    name: '`parseDocument("x.yaml", …)` with a path first',
    find: stringThenMoreArguments(/\bparseDocument/),
    instead: '`anemos.parseDocument(text)`, then `setPath("x.yaml")`',
    source: 'pkg/jslib/parsing.d.ts:7, pkg/jslib/document.d.ts:28',
    fixtures: ['const doc = anemos.parseDocument("values.yaml", text);'],
  },
  {
    name: '`new Document("x.yaml", …)` with a path first',
    find: stringThenMoreArguments(/\bnew\s+(?:anemos\.)?Document/),
    instead: '`new anemos.Document(yamlTextOrObject)`, then `setPath("x.yaml")`',
    source: 'pkg/jslib/document.d.ts:13, pkg/jslib/document.d.ts:28',
    fixtures: ['const pod = new anemos.Document(`pod.yaml`, `\nkind: Pod\n`);'],
  },
  {
    name: 'a `// @ts-check` that no comment explains',
    // The directive with the comment lines right after it, flagged when none of them names the declarations.
    find: (code) =>
      [...code.matchAll(/^[ \t]*\/\/[ \t]*@ts-check\b.*(?:\n[ \t]*\/\/.*)*/gm)]
        .filter((match) => !/declarations/i.test(match[0]))
        .map((match) => match.index!),
    instead:
      'no directive: JavaScript projects get no declarations at v0.2.1 (only TypeScript projects do); or say in a ' +
      'comment where the types come from (`anemos declarations <folder>`)',
    source: 'pkg/cmd/new_project.go:151-157',
    fixtures: [
      '// @ts-check\nconst anemos = require("@ohayocorp/anemos");',
      '// @ts-check\n// Generates one Pod manifest.\n\nconst anemos = require("@ohayocorp/anemos");',
      '  //@ts-check',
    ],
  },
];

/** Each pre-0.2 form in `code`, with the offset of each place it is found. */
export function findPre02Forms(code: string): { form: Pre02Form; offset: number }[] {
  return pre02Forms.flatMap((form) => form.find(code).map((offset) => ({ form, offset })));
}
