/**
 * What stops the build from publishing a skill that misleads (src/plugins/agent-skill/skill.ts), how the cheat sheet's
 * snippets are read into it, and the digest the discovery index gives it: on inputs the test holds.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

import { cheatSheetIdioms } from '../../src/plugins/agent-skill/cheatSheet';
import { discoveryIndex, skillProblems } from '../../src/plugins/agent-skill/skill';
import type { CliReference } from '../../src/data/cli/types';

const cli = {
  version: '0.2',
  toolVersion: 'v0.2.1',
  root: { help: '', description: '', flags: [] },
  commands: [{ name: 'build', help: '', description: '', arguments: [], flags: [], prints: '', examples: [] }],
  libraryCommands: [{ name: 'help', help: '', description: '' }],
} satisfies CliReference;
const site = 'https://anemos.sh';
const docs = `${site}/docs/0.2/`;
const problemsOf = (skill: string) => skillProblems(skill, cli, docs, site);

const rules = '## Forms 0.2 no longer has\n\n- Instead of `KubernetesDistribution.` enum: the constants.\n\n';

test('a skill of 0.2 code, known commands and 0.2 links passes, its list of old forms included', () => {
  const skill =
    `# Anemos\n\n${rules}## Commands\n\n- \`anemos build <js_file>\`, then \`anemos help\`.\n\n` +
    '```js\n// Run anemos in the project folder.\nbuilder.addDocument({ path: "pod.yaml", content });\n```\n\n' +
    `## Pages\n\n- [Installation](${docs}installation/)\n`;
  expect(problemsOf(skill)).toEqual([]);
});

test('a pre-0.2 form outside the list of old forms fails', () => {
  const skill = `# Anemos\n\n${rules}## Idioms\n\n\`\`\`js\nbuilder.addDocument("pod.yaml", text);\n\`\`\`\n`;
  expect(problemsOf(skill)).toEqual([
    'a pre-0.2 form, `addDocument("x.yaml", …)` with a path first, at "addDocument("pod.yaml", text);\n```\n"',
  ]);
});

test('a command the CLI data lacks fails, in code spans and in shell blocks', () => {
  const skill = '# Anemos\n\nRun `anemos deploy app.js`.\n\n```bash\nanemos upgrade\n```\n';
  expect(problemsOf(skill)).toEqual([
    '`anemos upgrade`, a command the v0.2.1 CLI data lacks, in: anemos upgrade\n',
    '`anemos deploy`, a command the v0.2.1 CLI data lacks, in: anemos deploy app.js',
  ]);
});

test("a link to Next's docs fails", () => {
  expect(problemsOf(`# Anemos\n\nSee [the builder](${site}/docs/api/classes/Builder/).\n`)).toEqual([
    `a link to docs other than the release's: ${site}/docs/api/classes/Builder/`,
  ]);
});

const cheatSheet = [
  "import createBuilderJs from '@site/examples/create-builder.js?raw';",
  '',
  '## Commands',
  '',
  '### Not a snippet',
  '',
  '## API',
  '',
  '### Create a builder',
  '',
  'The builder holds everything. More in',
  '[Getting Started](../tutorial/getting-started.mdx).',
  '',
  '<CodeBlock language="js" title="Create a builder">',
  '  {createBuilderJs}',
  '</CodeBlock>',
  '',
].join('\n');

test("the cheat sheet's API snippets become idioms with absolute links and their example's code", () => {
  const idioms = cheatSheetIdioms(
    cheatSheet,
    'versioned_docs/version-0.2/reference/cheat-sheet.mdx',
    (file) => `// ${file}\nbuilder.build();\n`,
    (sitePath) => `${site}/${sitePath}`,
  );
  expect(idioms).toEqual([
    {
      title: 'Create a builder',
      text: `The builder holds everything. More in [Getting Started](${site}/versioned_docs/version-0.2/tutorial/getting-started.mdx).`,
      language: 'js',
      code: '// examples/create-builder.js\nbuilder.build();',
    },
  ]);
});

test('a cheat sheet snippet without its example fails the build', () => {
  const broken = cheatSheet.replace('{createBuilderJs}', '{missingJs}');
  expect(() =>
    cheatSheetIdioms(
      broken,
      'cheat-sheet.mdx',
      () => '',
      (link) => link,
    ),
  ).toThrow('cheat-sheet.mdx: the snippet "Create a builder" has no <CodeBlock> of an imported example file');
});

test('the discovery index gives the SHA-256 of the exact bytes of SKILL.md', () => {
  const content = '---\nname: anemos\ndescription: "x"\n---\n\n# Anemos — 0.2\n';
  const index = JSON.parse(discoveryIndex({ name: 'anemos', description: 'x', url: '/s/SKILL.md', content }));
  expect(index.skills[0].digest).toBe(`sha256:${createHash('sha256').update(content, 'utf8').digest('hex')}`);
  expect(index.skills[0].digest).toMatch(/^sha256:[0-9a-f]{64}$/);
});
