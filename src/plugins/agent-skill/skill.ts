import { createHash } from 'node:crypto';

import { everydayFlags, firstSentence, flagLabel, synopsis, type CliReference } from '../../data/cli/types';
import type { Glossary } from '../../data/glossary/types';
import { findPre02Forms, pre02Forms } from '../../pre02Forms';
import type { Idiom } from './cheatSheet';

/** A known defect of the release, as the skill's "Known defects" section lists it. */
export type SkillDefect = { symptom: string; fix: string; url: string };

/** A page the skill links to, under the heading of its sidebar section. */
export type SkillPageSection = { title: string; pages: { title: string; url: string }[] };

export type SkillInput = {
  name: string;
  description: string;
  productName: string;
  release: { version: string; tag: string; kubernetesVersions: string };
  siteUrl: string;
  /** Absolute URLs of the pages the skill points at. */
  urls: { docs: string; cliReference: string; api: string; llmsFull: string; mcp: string; nextDocs: string };
  cli: CliReference;
  idioms: readonly Idiom[];
  glossary: Glossary;
  pages: readonly SkillPageSection[];
  knownDefects: readonly SkillDefect[];
};

const rulesHeading = '## Forms 0.2 no longer has';

/** A single-line YAML scalar: JSON's double-quoted strings are YAML's too. */
const yamlString = (text: string) => JSON.stringify(text);

function commandsSection({ cli, urls }: SkillInput): string {
  const flagLines = (flags: CliReference['root']['flags'], indent: string) =>
    everydayFlags(flags).map(
      (flag) =>
        `${indent}- \`${flagLabel(flag)}\`${flag.default === undefined ? '' : ` (default \`${flag.default}\`)`}: ` +
        firstSentence(flag.description),
    );
  const commands = cli.commands.flatMap((command) => [
    `- \`${synopsis(command)}\`: ${firstSentence(command.description)} ` +
      `[Reference](${urls.cliReference}#anemos-${command.name})`,
    ...(command.subcommands
      ? [`  - Subcommands: ${command.subcommands.map((sub) => `\`${sub.name}\` (\`${sub.runs}\`)`).join(', ')}.`]
      : []),
    ...flagLines(command.flags, '  '),
  ]);
  return [
    '## Commands',
    `Every command of \`anemos\` ${cli.toolVersion}, with the flags that change what it does. Every command takes:`,
    flagLines(cli.root.flags, '').join('\n'),
    commands.join('\n'),
    `cobra adds ${cli.libraryCommands.map(({ name }) => `\`anemos ${name}\``).join(' and ')}.`,
  ].join('\n\n');
}

function idiomsSection({ idioms }: SkillInput): string {
  return [
    '## Idioms',
    'Complete programs that `anemos build` runs, from the cheat sheet. The same calls work in TypeScript.',
    ...idioms.map(({ title, text, language, code }) => `### ${title}\n\n${text}\n\n\`\`\`${language}\n${code}\n\`\`\``),
  ].join('\n\n');
}

function rulesSection(): string {
  return [
    rulesHeading,
    'Code written for Anemos before 0.2, and the development snapshot the unversioned docs describe, use forms that ' +
      'fail at v0.2.1. Write the 0.2 form:',
    pre02Forms.map((form) => `- Instead of ${form.name}: ${form.instead}.`).join('\n'),
  ].join('\n\n');
}

function termsSection({ glossary, siteUrl }: SkillInput): string {
  const entries = glossary.entries.map(
    (entry) =>
      `- **${entry.term}**: ${firstSentence(entry.definition)} ` +
      `([${entry.explainedIn.title}](${new URL(entry.explainedIn.path, siteUrl).href}))`,
  );
  const glossaryUrl = new URL(glossary.page, siteUrl).href;
  return ['## Terms', `As the [glossary](${glossaryUrl}) defines them:`, entries.join('\n')].join('\n\n');
}

function defectsSection({ knownDefects, release }: SkillInput): string[] {
  if (knownDefects.length === 0) {
    return [];
  }
  const entries = knownDefects.map(({ symptom, fix, url }) => `- ${symptom} ${fix} ([more](${url}))`);
  return [
    ['## Known defects', `What goes wrong with ${release.tag}, and what to do:`, entries.join('\n')].join('\n\n'),
  ];
}

function pagesSection({ pages, urls }: SkillInput): string {
  return [
    '## Pages',
    ...pages.map(({ title, pages: links }) =>
      [`### ${title}`, links.map((page) => `- [${page.title}](${page.url})`).join('\n')].join('\n\n'),
    ),
    `The [API reference](${urls.api}) has a page for every class, function and type.`,
  ].join('\n\n');
}

/** The skill's `SKILL.md`: YAML front matter, then the instructions. */
export function renderSkill(input: SkillInput): string {
  const { productName, release, urls } = input;
  const intro = [
    `# ${productName} ${release.version}`,
    `${productName} runs a JavaScript or TypeScript program with a single binary and writes the Kubernetes ` +
      'manifests it describes as YAML files; it can also apply them to a cluster, list what it applied and delete ' +
      `it. This skill is for ${productName} ${release.version}, release ${release.tag}, which supports Kubernetes ` +
      `${release.kubernetesVersions}.`,
    [
      `- Read the ${release.version} docs: ${urls.docs}. The docs at ${urls.nextDocs} without a version describe a ` +
        `development snapshot whose API differs: never take code from them for ${release.version}.`,
      '- Every page has a Markdown twin, its URL with `index.md` appended; ' +
        `[llms-full.txt](${urls.llmsFull}) holds the ${release.version} docs in one file.`,
      `- The docs answer over MCP at \`${urls.mcp}\`: \`search_docs\` (with \`version: "${release.version}"\`) ` +
        'and `get_page`.',
      '- A program builds with `anemos build <file>`; write code against the API of the idioms below, and check ' +
        'a call in the API reference before you use it.',
    ].join('\n'),
  ].join('\n\n');
  return (
    [
      `---\nname: ${input.name}\ndescription: ${yamlString(input.description)}\n---`,
      intro,
      rulesSection(),
      commandsSection(input),
      idiomsSection(input),
      termsSection(input),
      ...defectsSection(input),
      pagesSection(input),
    ].join('\n\n') + '\n'
  );
}

/**
 * Where a Markdown text writes command lines: its inline code spans and its fenced blocks, less program code (a
 * comment there may say "run anemos in a folder").
 */
function commandLinesOf(markdown: string): string[] {
  const fence = /^```(\w*)\n([\s\S]*?)^```$/gm;
  const fenced = [...markdown.matchAll(fence)]
    .filter(([, language]) => !['js', 'ts', 'javascript', 'typescript'].includes(language!))
    .map((match) => match[2]!);
  const prose = markdown.replace(fence, '');
  return [...fenced, ...[...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!)];
}

/**
 * What would make the skill mislead an assistant: a pre-0.2 API form anywhere but in the list of those forms, a
 * command the CLI data does not have, or a link to the docs of another version than the release.
 */
export function skillProblems(skill: string, cli: CliReference, docsUrl: string, siteUrl: string): string[] {
  const withoutRules = skill.replace(new RegExp(`^${rulesHeading}$[\\s\\S]*?(?=^## )`, 'm'), '');
  const forms = findPre02Forms(withoutRules).map(
    ({ form, offset }) => `a pre-0.2 form, ${form.name}, at "${withoutRules.slice(offset, offset + 60)}"`,
  );
  const commands = new Set([...cli.commands, ...cli.libraryCommands].map(({ name }) => name));
  const unknownCommands = commandLinesOf(skill).flatMap((code) =>
    [...code.matchAll(/(?:^|[\s$(])anemos ([a-z][\w-]*)/gm)]
      .filter((match) => !commands.has(match[1]!))
      .map((match) => `\`anemos ${match[1]}\`, a command the ${cli.toolVersion} CLI data lacks, in: ${code}`),
  );
  const docsRoot = new URL('/docs/', siteUrl).href;
  const otherVersions = [...skill.matchAll(/\]\(([^)]+)\)/g)]
    .map((match) => match[1]!)
    .filter((url) => url.startsWith(docsRoot) && !url.startsWith(docsUrl))
    .map((url) => `a link to docs other than the release's: ${url}`);
  return [...forms, ...unknownCommands, ...otherVersions];
}

/** The `sha256:<hex>` digest of a file, as Agent Skills Discovery writes it. */
export const skillDigest = (content: string) => `sha256:${createHash('sha256').update(content).digest('hex')}`;

/** `/.well-known/agent-skills/index.json`: the Agent Skills Discovery index (schema 0.2.0) listing the skill. */
export function discoveryIndex(skill: { name: string; description: string; url: string; content: string }): string {
  const entry = {
    name: skill.name,
    type: 'skill-md',
    description: skill.description,
    url: skill.url,
    digest: skillDigest(skill.content),
  };
  return `${JSON.stringify({ $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json', skills: [entry] }, null, 2)}\n`;
}
