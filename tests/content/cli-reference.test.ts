import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import cli02 from '../../src/data/cli/0.2';
import cliNext from '../../src/data/cli/next';
import { type CliCommand, type CliFlag, type CliReference, synopsis } from '../../src/data/cli/types';
import { type ToolCli, type ToolCommand, type ToolFlag } from '../fixtures/tool/cli';
import { cli as tool02 } from '../fixtures/tool/0.2/cli';
import { cli as toolNext } from '../fixtures/tool/next/cli';
import { sourceLinePattern } from '../fixtures/tool/source';
import { type DocsVersion, docsVersions, ownFiles, pagesOf } from '../fixtures/docs-versions';

/**
 * The CLI reference of each docs version (`src/data/cli/`, rendered by `src/components/CliReference`) is complete
 * and true to the tool at the version's commit, and every flag the version's docs use is in it:
 *
 * - it has every command, argument and flag that the tool's command tree has (`tests/fixtures/tool/<version>/cli.ts`,
 *   read from the tool's source at 73d3b32 and v0.2.1), in the order they are registered, with the help texts and
 *   defaults that `--help` prints, the arguments named as the usage line names them, the number of arguments each
 *   accepts, the commands cobra adds, and no flag the tool does not have;
 * - every `anemos` command line and every flag in the version's pages and transcripts exists in its data;
 * - its transcripts are transcripts of the version, of the command they are shown for, and its page passes them.
 */

const dataOf: Record<string, CliReference> = { Next: cliNext, '0.2': cli02 };
const dataFileOf: Record<string, string> = { Next: 'next', '0.2': '0.2' };
const toolOf: Record<string, ToolCli> = { Next: toolNext, '0.2': tool02 };

// ---------------------------------------------------------------------------------------------------------------
// Comparing the data with the tool

const namesOf = (flag: CliFlag) => [flag.name, ...(flag.short ? [flag.short] : [])];

/** The flags of one command against the tool's: every flag there, with its help text and default; none invented. */
function flagProblems(where: string, flags: readonly CliFlag[], toolFlags: readonly ToolFlag[], ref: string): string[] {
  const problems: string[] = [];
  for (const toolFlag of toolFlags) {
    const flag = flags.find((candidate) => toolFlag.names.some((name) => namesOf(candidate).includes(name)));
    const shown = `\`${toolFlag.names.join(', ')}\` (${toolFlag.source} at ${ref})`;
    if (!flag) {
      problems.push(`${where}: the tool has ${shown}; the data has no such flag`);
      continue;
    }
    for (const name of toolFlag.names.filter((name) => !namesOf(flag).includes(name))) {
      problems.push(`${where}: the tool has ${shown}; the data's \`${flag.name}\` lacks \`${name}\``);
    }
    if (flag.help !== toolFlag.help) {
      problems.push(`${where} ${flag.name}: help text "${flag.help}", ${shown} prints "${toolFlag.help}"`);
    }
    if (flag.default !== toolFlag.default) {
      problems.push(`${where} ${flag.name}: default "${flag.default}", ${shown} prints "${toolFlag.default}"`);
    }
    if (Boolean(flag.value) !== toolFlag.takesValue) {
      problems.push(`${where} ${flag.name}: ${shown} ${toolFlag.takesValue ? 'takes' : 'takes no'} value`);
    }
  }
  const toolNames = toolFlags.flatMap((toolFlag) => toolFlag.names);
  for (const flag of flags.filter((candidate) => !toolNames.includes(candidate.name))) {
    problems.push(`${where}: the data has \`${flag.name}\`, which the tool at ${ref} does not have`);
  }
  return problems;
}

/** The arguments of a command against the number cobra accepts. */
function argumentProblems(where: string, command: CliCommand, tool: ToolCommand, ref: string): string[] {
  if (!tool.args) {
    return [];
  }
  const { min, max, source } = tool.args;
  const required = command.arguments.filter((arg) => arg.required).length;
  const most = command.arguments.some((arg) => arg.variadic) ? null : command.arguments.length;
  const accepts = (low: number, high: number | null) => `${low} to ${high ?? 'any number of'} arguments`;
  return required === min && most === max
    ? []
    : [
        `${where}: the data's \`${synopsis(command)}\` takes ${accepts(required, most)}, ` +
          `the tool ${accepts(min, max)} (${source} at ${ref})`,
      ];
}

/** The arguments the tool's usage line names (`apply [package|directory]`), in order, as the data's first arguments. */
function usageProblems(where: string, command: CliCommand, tool: ToolCommand, ref: string): string[] {
  const named = [...tool.usage.line.matchAll(/[[<]([^\]>]+)[\]>]/g)].map((match) => match[1]);
  const data = command.arguments.slice(0, named.length).map((arg) => arg.name);
  return data.join(' ') === named.join(' ')
    ? []
    : [
        `${where}: the data names its arguments [${data.join(', ')}], the tool's usage line ` +
          `\`${tool.usage.line}\` names [${named.join(', ')}] (${tool.usage.source} at ${ref})`,
      ];
}

function toolProblems(cli: CliReference, tool: ToolCli): string[] {
  const problems: string[] = [];
  const { ref } = tool.commit;
  const commandNames = cli.commands.map((command) => command.name);
  const toolNames = tool.commands.map((command) => command.name);
  if (commandNames.join(' ') !== toolNames.join(' ')) {
    problems.push(
      `commands: the data has [${commandNames.join(', ')}], the tool registers ` +
        `[${toolNames.join(', ')}] (${tool.commandsRegistered} at ${ref})`,
    );
  }

  if (cli.root.help !== tool.root.help) {
    problems.push(`anemos: help text "${cli.root.help}", the tool's is "${tool.root.help}" (${tool.root.source})`);
  }
  problems.push(...flagProblems('anemos', cli.root.flags, tool.root.flags, ref));

  const library = cli.libraryCommands.map(({ name, help }) => `${name} "${help}"`);
  const toolLibrary = tool.libraryCommands.map(({ name, help }) => `${name} "${help}"`);
  if (library.join(', ') !== toolLibrary.join(', ')) {
    problems.push(`cobra's commands: the data has [${library.join(', ')}], cobra adds [${toolLibrary.join(', ')}]`);
  }

  for (const command of cli.commands) {
    const where = `anemos ${command.name}`;
    const toolCommand = tool.commands.find((candidate) => candidate.name === command.name);
    if (!toolCommand) {
      continue;
    }
    if (command.help !== toolCommand.help) {
      problems.push(
        `${where}: help text "${command.help}", the tool's is "${toolCommand.help}" (${toolCommand.source})`,
      );
    }
    problems.push(...usageProblems(where, command, toolCommand, ref));
    problems.push(...argumentProblems(where, command, toolCommand, ref));
    problems.push(...flagProblems(where, command.flags, toolCommand.flags, ref));
    const describe = (sub: { name: string; help: string; runs: string }, refreshes: boolean) =>
      `${sub.name} "${sub.help}" runs \`${sub.runs}\`${refreshes ? ', refreshes the declarations' : ''}`;
    const subcommands = (command.subcommands ?? []).map((sub) => describe(sub, sub.refreshesDeclarations));
    const toolSubcommands = (toolCommand.subcommands ?? []).map((sub) => describe(sub, !!sub.refreshesDeclarations));
    const sourceOf = (name: string) => toolCommand.subcommands?.find((sub) => sub.name === name)?.source;
    for (let i = 0; i < Math.max(subcommands.length, toolSubcommands.length); i++) {
      if (subcommands[i] !== toolSubcommands[i]) {
        const name = toolSubcommands[i]?.split(' ')[0] ?? '';
        problems.push(
          `${where}: subcommand ${i + 1} is ${subcommands[i] ?? 'missing'}; ` +
            `the tool's is ${toolSubcommands[i] ?? 'none'} (${sourceOf(name) ?? 'no such subcommand'} at ${ref})`,
        );
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the docs

/** Splits a command line into words, quotes removed. */
function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]);
}

const isFlag = (word: string) => /^--?[A-Za-z]/.test(word);

/** The flags every command accepts: those of `anemos` itself except `--version`, which only the root command has. */
const everyCommand = (cli: CliReference) => cli.root.flags.filter((flag) => flag.name !== '--version');

/** Checks an `anemos` command line against the data: its command, subcommand and flags exist, and work. */
function commandLineProblems(cli: CliReference, line: string): string[] {
  const tokens = words(line.replace(/^\$\s+/, ''));
  if (!/^anemos(\.exe)?$/.test(tokens[0] ?? '')) {
    return [];
  }
  let flags: readonly CliFlag[] = cli.root.flags;
  let command: CliCommand | undefined;
  const problems: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '--') {
      break; // the script's own arguments
    }
    if (isFlag(token)) {
      const name = token.split('=')[0];
      const flag = flags.find((candidate) => namesOf(candidate).includes(name));
      if (!flag) {
        problems.push(`\`${name}\` is not a flag of \`anemos${command ? ` ${command.name}` : ''}\``);
      } else {
        if (flag.noEffect) {
          problems.push(`\`${name}\` has no effect in ${cli.toolVersion}; a command line must not rely on it`);
        }
        if (flag.value && !token.includes('=')) {
          i++;
        }
      }
      continue;
    }
    if (!command) {
      command = cli.commands.find((candidate) => candidate.name === token);
      if (!command) {
        problems.push(`\`anemos ${token}\` is not a command`);
        break;
      }
      flags = [...command.flags, ...everyCommand(cli)];
      if (command.subcommands) {
        const subcommand = tokens[i + 1];
        if (subcommand && !subcommand.startsWith('<') && !command.subcommands.some((sub) => sub.name === subcommand)) {
          problems.push(`\`anemos ${command.name} ${subcommand}\` is not a subcommand`);
        }
        break; // everything after the subcommand goes to Bun
      }
    }
  }
  return problems;
}

/** Every flag the data knows, for flags the docs name on their own (`` `--force-conflicts` ``). */
const allFlagNames = (cli: CliReference) =>
  new Set([...cli.root.flags, ...cli.commands.flatMap((command) => command.flags)].flatMap(namesOf));

interface Mention {
  where: string;
  problems: string[];
}

/**
 * Everything a file says about the CLI: command lines (a line of a code block or transcript starting with
 * `anemos` or `$ anemos`, an inline code span starting so, an `anemos <command> --flag` in prose), and, in the docs
 * pages, flags named on their own in inline code. Lines about `anemos package` are skipped for the latter: their
 * flags are Bun's. (The blog and the home page name other programs' flags, such as llama.cpp's `-m`.)
 */
function mentions(file: string, cli: CliReference, namesFlagsOnTheirOwn: boolean): Mention[] {
  const found: Mention[] = [];
  const known = allFlagNames(cli);
  let fenced = false;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      const add = (problems: string[]) => found.push({ where, problems });
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return;
      }
      if (fenced || file.endsWith('.txt')) {
        if (/^\s*(\$\s+)?anemos(\.exe)?\s/.test(line)) {
          add(commandLineProblems(cli, line.trim()));
        }
        return;
      }
      for (const [, span] of line.matchAll(/`([^`\n]+)`/g)) {
        if (/^(\$\s+)?anemos(\.exe)?(\s|$)/.test(span)) {
          add(commandLineProblems(cli, span));
        } else if (namesFlagsOnTheirOwn && isFlag(span) && !line.includes('anemos package')) {
          const unknown = words(span).filter((word) => isFlag(word) && !known.has(word.split('=')[0]));
          add(unknown.map((flag) => `\`${flag}\` is not a flag of any \`anemos\` command`));
        }
      }
      const prose = line.replace(/`[^`\n]*`/g, '');
      for (const match of prose.matchAll(
        /\banemos (?:new|declarations|build|package|apply|delete|list)(?: --?[a-z][a-z-]*)+/g,
      )) {
        add(commandLineProblems(cli, match[0]));
      }
    });
  return found;
}

/** The version's pages and the transcripts of its examples. */
function docsOf(version: DocsVersion): string[] {
  const transcripts = [version.examplesRoot, ...version.extraRoots]
    .filter((root) => existsSync(root))
    .flatMap((root) => ownFiles(version, root))
    .filter((file) => file.endsWith('.txt'));
  return [...pagesOf(version), ...transcripts];
}

// ---------------------------------------------------------------------------------------------------------------

for (const version of docsVersions) {
  const cli = dataOf[version.name];
  const page = path.join(version.docsRoot, 'reference', 'cli.mdx');

  const tool = toolOf[version.name];

  test(`${version.name}: the CLI reference has every command and flag of the tool at its commit, with their help texts`, () => {
    expect(cli.version).toBe(version.name);
    expect(tool.commit.docsVersion).toBe(version.name);
    expect(cli.toolVersion).toBe(tool.commit.ref);
    const problems = toolProblems(cli, tool);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`${version.name}: every entry of the CLI fixture names the tool's source line it was read from`, () => {
    const sources = [
      tool.commit.cobra.source,
      tool.root.source,
      tool.helpFlagOfCommand.source,
      tool.commandsRegistered,
      ...tool.root.flags.map((flag) => flag.source),
      ...tool.libraryCommands.map((command) => command.source),
      ...tool.exitStatuses.map((exit) => exit.source),
      ...tool.commands.flatMap((command) => [
        command.source,
        command.usage.source,
        ...(command.args ? [command.args.source] : []),
        ...command.flags.map((flag) => flag.source),
        ...(command.subcommands ?? []).flatMap((sub) => [
          sub.source,
          sub.runsSource,
          sub.flagParsingDisabled,
          ...(sub.refreshesDeclarations ? [sub.refreshesDeclarations] : []),
        ]),
      ]),
    ];
    expect(sources.filter((source) => !sourceLinePattern.test(source))).toEqual([]);
  });

  test(`${version.name}: the transcripts' flag table is the tool's`, () => {
    const table = Object.fromEntries(
      tool.commands
        .filter((command) => command.name !== 'package')
        .map((command) => [
          command.name,
          Object.fromEntries(command.flags.flatMap((flag) => flag.names.map((name) => [name, flag.takesValue]))),
        ]),
    );
    expect(version.formats.subcommandFlags).toEqual(table);
  });

  test(`${version.name}: the CLI reference says how a command can end, with each exit status`, () => {
    for (const { status, source } of tool.exitStatuses) {
      expect(cli.root.description, `exit status ${status} (${source} at ${tool.commit.ref})`).toContain(
        `status ${status}`,
      );
    }
  });

  test(`${version.name}: the flags the transcripts may not show are marked as having no effect`, () => {
    const problems = Object.entries(version.formats.unsupportedFlags).flatMap(([name, flags]) =>
      Object.keys(flags ?? {})
        .filter((flagName) => {
          const flag = cli.commands
            .find((command) => command.name === name)
            ?.flags.find((candidate) => namesOf(candidate).includes(flagName));
          return !flag?.noEffect;
        })
        .map((flagName) => `anemos ${name} ${flagName}: not marked as having no effect`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`${version.name}: every command line and flag of the docs is in the CLI reference`, () => {
    const files = docsOf(version);
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((file) =>
      mentions(file, cli, file.endsWith('.mdx') && file.startsWith(`${version.docsRoot}${path.sep}`)),
    );
    // The docs use at least `new`, `build`, `apply` and a flag of each; a parser that finds nothing proves nothing.
    expect(found.length, 'command lines and flags found').toBeGreaterThan(20);
    const problems = found.flatMap(({ where, problems: each }) => each.map((problem) => `${where}: ${problem}`));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`${version.name}: the CLI reference's own examples are command lines of the version`, () => {
    const problems = cli.commands.flatMap((command) =>
      command.examples.flatMap(({ command: lines }) =>
        lines
          .split('\n')
          .filter((line) => line.startsWith('anemos '))
          .flatMap((line) => {
            const lineProblems = commandLineProblems(cli, line);
            if (words(line)[1] !== command.name) {
              lineProblems.push(`is shown as an example of \`anemos ${command.name}\``);
            }
            return lineProblems.map((problem) => `\`${line}\`: ${problem}`);
          }),
      ),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`${version.name}: the CLI reference shows transcripts of the version, and its page passes each one`, () => {
    const pageText = readFileSync(page, 'utf8');
    expect(pageText).toContain(`from '@site/src/data/cli/${dataFileOf[version.name]}';`);
    const ownTranscripts = new Set(
      ownFiles(version, version.examplesRoot).map((file) => file.split(path.sep).join('/')),
    );
    const shown = [
      { name: '--version', transcript: cli.root.transcript },
      ...cli.commands.map((command) => ({ name: command.name, transcript: command.transcript })),
    ];
    const problems: string[] = [];
    for (const { name, transcript } of shown) {
      if (!transcript) {
        continue;
      }
      const { file } = transcript;
      if (!ownTranscripts.has(file) || !file.endsWith('.txt')) {
        problems.push(`${file}: not a transcript under ${version.examplesRoot}/`);
        continue;
      }
      if (!new RegExp(`^\\$ anemos ${name}(\\s|$)`).test(readFileSync(file, 'utf8'))) {
        problems.push(`${file}: shown for \`anemos ${name}\` but starts with another command`);
      }
      if (!pageText.includes(`from '@site/${file}?raw'`) || !pageText.includes(`'${file}':`)) {
        problems.push(`${page}: does not import ${file} and pass it as '${file}'`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
