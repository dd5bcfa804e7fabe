import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import cli02 from '../../src/data/cli/0.2';
import cliNext from '../../src/data/cli/next';
import { type CliCommand, type CliFlag, type CliReference, synopsis } from '../../src/data/cli/types';
import { type DocsVersion, docsVersions, ownFiles, pagesOf } from './docs-versions';

/**
 * The CLI reference of each docs version (`src/data/cli/`, rendered by `src/components/CliReference`) is complete
 * and true to its sheets, and every flag the version's docs use is in it:
 *
 * - it has every command, argument and flag that the version's sheets list, with the help texts and defaults they
 *   quote, and no flag they do not list. The lists are read from the sheets themselves: the command order, the global
 *   flags and the command lines from FACTS §3, the help texts, flags and defaults from CLI-OUTPUT §8.3 (the 0.2 sheet
 *   gives only what changed there and names the commands that did not);
 * - every `anemos` command line and every flag in the version's pages and transcripts exists in its data;
 * - its transcripts are transcripts of the version, of the command they are shown for, and its page passes them.
 */

const dataOf: Record<string, CliReference> = { Next: cliNext, '0.2': cli02 };
const dataFileOf: Record<string, string> = { Next: 'next', '0.2': '0.2' };

// ---------------------------------------------------------------------------------------------------------------
// Reading the sheets

/** A flag as CLI-OUTPUT §8.3 lists it: its names (`-y`, `--yes`), and the help text and default it quotes. */
interface SheetFlag {
  names: string[];
  help?: string;
  default?: string;
}

interface SheetCommand {
  help?: string;
  flags: SheetFlag[];
  subcommands?: { name: string; help: string }[];
}

/** What a version's sheets say about its CLI. `anemos` stands for the root command. */
interface Sheet {
  /** Where the help texts and flags come from, and where the commands and arguments do, for failure messages. */
  helpSource: string;
  factsSource: string;
  /** FACTS §3: the commands in the order they are registered. */
  order: string[];
  /** FACTS §3: the flags of `anemos` itself. */
  globalFlags: string[];
  /** FACTS §3 headings: each command's command line, `anemos build <js_file> [args...]`. */
  synopses: Map<string, string>;
  /** CLI-OUTPUT §8.3. */
  help: Map<string, SheetCommand>;
}

/** The text of a section, from its heading to the next heading of the same or a higher level. */
function section(file: string, heading: RegExp): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  expect(start, `${file} has a heading ${heading}`).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(lines[start])![0].length;
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && /^#+/.exec(line)![0].length <= level);
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** The items of a Markdown list, each with its continuation lines joined to it. */
function bullets(text: string): string[] {
  const items: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) {
      items.push(line);
    } else if (items.length > 0 && /^\s+\S/.test(line)) {
      items[items.length - 1] += ` ${line.trim()}`;
    }
  }
  return items;
}

/**
 * One item of CLI-OUTPUT §8.3: `` `build [js_file]`: "Builds a project."; `--tsc strings` "Directories to compile
 * with tsc."; … ``. Returns the command name, what the item gives, and whether it only adds flags ("adds `-t, …`").
 */
function helpItem(item: string): { name: string; command: SheetCommand; adds: boolean } | undefined {
  const head = /^- (?:root )?`([^`]+)`: (?:"([^"]*)")?/.exec(item);
  if (!head) {
    return undefined;
  }
  const rest = item.slice(head[0].length);
  const flags = [...rest.matchAll(/`(-[^`]+)`(?:\s+"([^"]*)")?(?:\s+\(default "([^"]*)"\))?/g)].map((match) => ({
    names: match[1].split(/,\s*/).map((part) => part.split(' ')[0]),
    help: match[2],
    default: match[3],
  }));
  const subcommandList = /Subcommands: (.*)$/.exec(rest)?.[1];
  const subcommands = subcommandList
    ? [...subcommandList.matchAll(/(\w+) "([^"]*)"/g)].map((match) => ({ name: match[1], help: match[2] }))
    : undefined;
  return {
    name: head[1].split(' ')[0],
    command: { help: head[2], flags, subcommands },
    adds: /^adds\b/.test(rest.trim()),
  };
}

function helpTexts(sheet: string): { items: ReturnType<typeof helpItem>[]; text: string } {
  const text = section(sheet, /^### 8\.3 Help strings/);
  return { items: bullets(text).map(helpItem), text };
}

function factsSection3(facts: string): Pick<Sheet, 'order' | 'globalFlags' | 'synopses'> {
  const text = section(facts, /^## 3\. CLI reference/);
  const flat = text.replace(/\s+/g, ' ');
  const intro = flat.slice(0, flat.indexOf('Subcommands'));
  const order = /Subcommands registered,? in this order: ((?:`[a-z]+`(?:, )?)+)/.exec(flat)?.[1];
  expect(order, `${facts} §3 names the commands in the order they are registered`).toBeTruthy();
  const synopses = new Map(
    [...text.matchAll(/^### (?:[\d.]+ )?`(anemos ([a-z]+)[^`]*)`$/gm)].map((match) => [match[2], match[1]]),
  );
  return {
    order: [...order!.matchAll(/`([a-z]+)`/g)].map((match) => match[1]),
    globalFlags: [...intro.matchAll(/`(-[^`\s]+)`/g)].map((match) => match[1]),
    synopses,
  };
}

const nextSheets = { facts: '../shared/product/FACTS.md', cliOutput: '../shared/product/CLI-OUTPUT.md' };
const sheets02 = { facts: '../shared/product/0.2/FACTS.md', cliOutput: '../shared/product/0.2/CLI-OUTPUT.md' };

function nextHelp(): Map<string, SheetCommand> {
  const help = new Map<string, SheetCommand>();
  for (const item of helpTexts(nextSheets.cliOutput).items) {
    if (item) {
      help.set(item.name, item.command);
    }
  }
  return help;
}

/**
 * The 0.2 help texts: 0.2 CLI-OUTPUT §8.3 names the commands whose help is "unchanged from CLI-OUTPUT §8.3" (the
 * Next sheet's), then lists each changed command in full, or the flags it adds.
 */
function help02(): Map<string, SheetCommand> {
  const next = nextHelp();
  const { items, text } = helpTexts(sheets02.cliOutput);
  const unchangedList = /Unchanged from CLI-OUTPUT §8\.3 for ([^.]*)\./.exec(text.replace(/\s+/g, ' '))?.[1] ?? '';
  const unchanged = [
    ...(/\broot\b/.test(unchangedList) ? ['anemos'] : []),
    ...[...unchangedList.matchAll(/`([a-z]+)`/g)].map((match) => match[1]),
  ];
  const help = new Map<string, SheetCommand>(unchanged.map((name) => [name, next.get(name)!]));
  for (const item of items) {
    if (!item) {
      continue;
    }
    const before = next.get(item.name);
    help.set(
      item.name,
      item.adds && before
        ? { ...before, flags: [...before.flags, ...item.command.flags] }
        : { ...before, ...item.command, help: item.command.help ?? before?.help },
    );
  }
  // Every command of the Next sheet is either unchanged or given again.
  expect([...next.keys()].filter((name) => !help.has(name))).toEqual([]);
  return help;
}

const sheetOf: Record<string, () => Sheet> = {
  Next: () => ({
    helpSource: 'CLI-OUTPUT §8.3',
    factsSource: 'FACTS §3',
    ...factsSection3(nextSheets.facts),
    help: nextHelp(),
  }),
  '0.2': () => ({
    helpSource: '0.2 CLI-OUTPUT §8.3',
    factsSource: '0.2 FACTS §3',
    ...factsSection3(sheets02.facts),
    help: help02(),
  }),
};

// ---------------------------------------------------------------------------------------------------------------
// Comparing the data with the sheets

const namesOf = (flag: CliFlag) => [flag.name, ...(flag.short ? [flag.short] : [])];

/** The flags of one command against the sheet's: every flag listed, with its help text and default; none invented. */
function flagProblems(where: string, flags: readonly CliFlag[], listed: SheetFlag[], source: string): string[] {
  const problems: string[] = [];
  for (const sheetFlag of listed) {
    const flag = flags.find((candidate) => sheetFlag.names.some((name) => namesOf(candidate).includes(name)));
    const shown = sheetFlag.names.join(', ');
    if (!flag) {
      problems.push(`${where}: ${source} lists \`${shown}\`; the data has no such flag`);
      continue;
    }
    for (const name of sheetFlag.names.filter((name) => !namesOf(flag).includes(name))) {
      problems.push(`${where}: ${source} lists \`${shown}\`; the data's \`${flag.name}\` lacks \`${name}\``);
    }
    if (sheetFlag.help !== undefined && flag.help !== sheetFlag.help) {
      problems.push(`${where} ${flag.name}: help text "${flag.help}", ${source} quotes "${sheetFlag.help}"`);
    }
    if (sheetFlag.default !== undefined && flag.default !== sheetFlag.default) {
      problems.push(`${where} ${flag.name}: default "${flag.default}", ${source} quotes "${sheetFlag.default}"`);
    }
  }
  const listedNames = listed.flatMap((sheetFlag) => sheetFlag.names);
  for (const flag of flags.filter((candidate) => !listedNames.includes(candidate.name))) {
    problems.push(`${where}: the data has \`${flag.name}\`, which ${source} does not list`);
  }
  return problems;
}

function sheetProblems(cli: CliReference, sheet: Sheet): string[] {
  const problems: string[] = [];
  const { helpSource, factsSource } = sheet;
  const commandNames = cli.commands.map((command) => command.name);
  if (commandNames.join(' ') !== sheet.order.join(' ')) {
    problems.push(`commands: the data has [${commandNames.join(', ')}], ${factsSource} [${sheet.order.join(', ')}]`);
  }

  const root = sheet.help.get('anemos');
  if (cli.root.help !== root?.help) {
    problems.push(`anemos: help text "${cli.root.help}", ${helpSource} quotes "${root?.help}"`);
  }
  // CLI-OUTPUT §8.3 quotes the help of `-v, --verbose`; FACTS §3 names the global flags one by one.
  const rootListed = [...(root?.flags ?? []), ...sheet.globalFlags.map((name) => ({ names: [name] }))];
  problems.push(...flagProblems('anemos', cli.root.flags, rootListed, `${helpSource} or ${factsSource}`));

  for (const command of cli.commands) {
    const where = `anemos ${command.name}`;
    const listed = sheet.help.get(command.name);
    if (!listed) {
      problems.push(`${where}: ${helpSource} gives no help text for this command`);
      continue;
    }
    if (command.help !== listed.help) {
      problems.push(`${where}: help text "${command.help}", ${helpSource} quotes "${listed.help}"`);
    }
    const expectedSynopsis = sheet.synopses.get(command.name);
    if (synopsis(command) !== expectedSynopsis) {
      problems.push(
        `${where}: the data's arguments read \`${synopsis(command)}\`, ${factsSource} \`${expectedSynopsis}\``,
      );
    }
    problems.push(...flagProblems(where, command.flags, listed.flags, helpSource));
    const subcommands = (command.subcommands ?? []).map(({ name, help }) => `${name} "${help}"`);
    const sheetSubcommands = (listed.subcommands ?? []).map(({ name, help }) => `${name} "${help}"`);
    if (subcommands.join(', ') !== sheetSubcommands.join(', ')) {
      problems.push(
        `${where}: subcommands [${subcommands.join(', ')}], ${helpSource} [${sheetSubcommands.join(', ')}]`,
      );
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

/** The flags every command accepts: those of `anemos` itself except `--version`, which goes alone (FACTS §3). */
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

  test(`${version.name}: the CLI reference has every command and flag of the sheets, with their help texts`, () => {
    expect(cli.version).toBe(version.name);
    const problems = sheetProblems(cli, sheetOf[version.name]());
    expect(problems, problems.join('\n')).toEqual([]);
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
