import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  type CliOutputFormats,
  commandLine,
  compareSteps,
  type LayoutSources,
  logLinePattern,
  type MessageFormat,
  type Region,
  type Subcommand,
} from '../fixtures/tool/output-formats';
import { sourceLinePattern } from '../fixtures/tool/source';
import { type DocsVersion, docsVersions, isListed, ownFiles, pagesOf } from '../fixtures/docs-versions';

/**
 * Every terminal transcript on the site matches, line for line, what the tool of its docs version prints (issue 12).
 * A transcript is a `.txt` file under a version's examples folder (`examples/` and `blog/` for Next,
 * `versioned_examples/version-0.2/` for 0.2), or a fenced code block of one of its pages that holds an Anemos log
 * line or an `$ anemos` command line. Each line of an `anemos` command's output must match a format of the
 * version's table (`tests/fixtures/tool/{next,0.2}/output-formats.ts`), and the rules below check the order the tool
 * prints the lines in: the rules both versions share first, then each version's own. Each failure names the line of
 * the tool's source that settles it, at the version's commit. Output of other commands (`ls`, `kubectl`) is not
 * checked.
 */

interface Transcript {
  file: string;
  version: DocsVersion;
  /** Line number in the file of the transcript's first line. */
  firstLine: number;
  lines: string[];
}

interface OutputLine {
  number: number;
  text: string;
  format: MessageFormat;
  fields: Record<string, string>;
}

interface Invocation {
  subcommand: Subcommand;
  flags: Map<string, string | true>;
  positional: string[];
}

/** Fenced code blocks of a page that look like transcripts. */
function fencedTranscripts(file: string, version: DocsVersion): Transcript[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const transcripts: Transcript[] = [];
  let fence: { marker: string; start: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(lines[i]);
    if (!fence && opening) {
      fence = { marker: opening[1], start: i + 1 };
    } else if (fence && lines[i].trim().startsWith(fence.marker) && lines[i].trim().replace(/[`~]/g, '') === '') {
      const body = lines.slice(fence.start, i);
      const indent = Math.min(...body.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
      const text = body.map((line) => line.slice(Number.isFinite(indent) ? indent : 0));
      if (text.some((line) => logLinePattern.test(line) || commandLine.anemos.test(line))) {
        transcripts.push({ file, version, firstLine: fence.start + 1, lines: text });
      }
      fence = undefined;
    }
  }
  return transcripts;
}

function findTranscripts(version: DocsVersion): Transcript[] {
  const textFiles = [version.examplesRoot, ...version.extraRoots]
    .filter((root) => existsSync(root))
    .flatMap((root) => ownFiles(version, root))
    .filter((file) => file.endsWith('.txt'))
    .map((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      if (lines.at(-1) === '') {
        lines.pop();
      }
      return { file, version, firstLine: 1, lines };
    });
  return [...textFiles, ...pagesOf(version).flatMap((page) => fencedTranscripts(page, version))];
}

/** Splits a shell command into words; enough for the commands the site shows. */
function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]);
}

function parseInvocation(command: string, formats: CliOutputFormats, problems: string[]): Invocation | undefined {
  const tokens = words(command.replace(/\s*<<-?\s*'?"?(\w+)'?"?\s*$/, ''));
  if (tokens[0] !== 'anemos') {
    return undefined;
  }
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  let subcommand: Subcommand | undefined;
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (subcommand === 'package') {
      positional.push(token); // every argument goes to Bun: its subcommands parse no flags (`flagParsingDisabled`)
      continue;
    }
    if (token === '--') {
      positional.push(...tokens.slice(i + 1)); // the script's own arguments, which the build hands on to it
      break;
    }
    if (token.startsWith('-') && token !== '-') {
      const [name, inlineValue] = token.split(/=(.*)/s, 2);
      if (['-v', '--verbose', '-h', '--help'].includes(name)) {
        continue;
      }
      if (!subcommand && name === '--version') {
        subcommand = 'version';
        continue;
      }
      const known = subcommand && subcommand !== 'version' ? formats.subcommandFlags[subcommand] : undefined;
      if (!known || !(name in known)) {
        problems.push(`\`${name}\` is not a flag of \`anemos ${subcommand ?? ''}\` (subcommandFlags, ${formats.file})`);
        continue;
      }
      const unsupported = subcommand ? formats.unsupportedFlags[subcommand]?.[name] : undefined;
      if (unsupported) {
        problems.push(unsupported);
      }
      if (known[name]) {
        flags.set(name, inlineValue ?? tokens[++i] ?? '');
      } else {
        flags.set(name, true);
      }
      continue;
    }
    if (!subcommand) {
      if (!['new', 'declarations', 'build', 'package', 'apply', 'delete', 'list'].includes(token)) {
        problems.push(`\`anemos ${token}\` is not a command (${formats.layout.commands} at ${formats.commit.ref})`);
        return undefined;
      }
      subcommand = token as Subcommand;
      continue;
    }
    positional.push(token);
  }
  if (!subcommand) {
    problems.push('the command names no subcommand');
    return undefined;
  }
  const arity: Partial<Record<Subcommand, [number, number]>> = {
    new: [0, 1],
    declarations: [1, 1],
    build: [1, Infinity],
    apply: [1, 1],
    delete: [1, 1],
    list: [0, 0],
    version: [0, 0],
  };
  const [least, most] = arity[subcommand] ?? [0, Infinity];
  if (positional.length < least || positional.length > most) {
    problems.push(`\`anemos ${subcommand}\` takes ${least === most ? least : `${least} to ${most}`} argument(s)`);
  }
  return { subcommand, flags, positional };
}

/** Splits a transcript into commands, each with its output; checks each `anemos` command. */
function checkTranscript(transcript: Transcript): string[] {
  const problems: string[] = [];
  const where = (index: number) => `${transcript.file}:${transcript.firstLine + index}`;
  const { lines } = transcript;
  if (!commandLine.pattern.test(lines[0] ?? '')) {
    problems.push(`${where(0)}: a transcript starts with the command line, prefixed by "$ "`);
  }
  lines.forEach((line, index) => {
    if (line.includes('\u001b')) {
      problems.push(`${where(index)}: the site shows the output as plain text, without color escape codes`);
    }
  });

  let index = lines.findIndex((line) => commandLine.pattern.test(line));
  while (index !== -1 && index < lines.length) {
    let command = commandLine.pattern.exec(lines[index])!.groups!.command;
    const commandIndex = index;
    index++;
    while (command.endsWith('\\') && index < lines.length) {
      command = `${command.slice(0, -1)} ${lines[index++].trim()}`;
    }
    const heredoc = /<<-?\s*'?"?(\w+)'?"?\s*$/.exec(command);
    if (heredoc) {
      const end = lines.indexOf(heredoc[1], index);
      if (end === -1) {
        problems.push(`${where(commandIndex)}: the heredoc is not closed by "${heredoc[1]}"`);
        return problems;
      }
      index = end + 1;
    }
    let next = lines.findIndex((line, i) => i >= index && commandLine.pattern.test(line));
    if (next === -1) {
      next = lines.length;
    }
    const commandProblems: string[] = [];
    const invocation = parseInvocation(command, transcript.version.formats, commandProblems);
    problems.push(...commandProblems.map((problem) => `${where(commandIndex)}: ${problem}`));
    if (invocation) {
      problems.push(...checkOutput(invocation, transcript.version, lines.slice(index, next), index, where));
    }
    index = next;
  }
  return problems;
}

/** Matches every output line of one `anemos` command with a format, then applies the ordering rules. */
function checkOutput(
  invocation: Invocation,
  version: DocsVersion,
  output: string[],
  offset: number,
  where: (index: number) => string,
): string[] {
  const problems: string[] = [];
  const matched: OutputLine[] = [];
  let region: Region = 'output';
  output.forEach((text, i) => {
    const candidates = version.formats.messageFormats.filter(
      (format) => format.commands.includes(invocation.subcommand) && format.pattern.test(text),
    );
    const format = candidates.find((candidate) => candidate.regions.includes(region));
    if (!format) {
      const elsewhere = candidates.map((candidate) => `${candidate.name} (${candidate.source})`).join(', ');
      const trailingSpace = version.formats.messageFormats.some((candidate) => candidate.pattern.test(`${text} `));
      problems.push(
        `${where(offset + i)}: "${text}" matches no format of \`anemos ${invocation.subcommand}\` in ${version.formats.file}` +
          (elsewhere ? ` at this point; it looks like ${elsewhere}, which the tool prints elsewhere` : '') +
          (trailingSpace ? '; the tool prints this line with a trailing space' : ''),
      );
      return;
    }
    const fields = { ...format.pattern.exec(text)!.groups };
    const wrong = format.check?.(fields);
    if (wrong) {
      problems.push(`${where(offset + i)}: ${wrong} (${format.source})`);
    }
    matched.push({ number: offset + i, text, format, fields });
    region = format.starts ?? region;
  });
  if (problems.length > 0) {
    return problems; // the ordering rules assume every line is known
  }
  return orderingProblems(invocation, version, matched, where);
}

/**
 * Column layout of Go's tabwriter with padding 2, as the summary, list and delete tables use it: each column is as
 * wide as its widest cell plus two spaces; the last cell of a line is not padded. Cells are cut at the header's
 * column starts, so an empty cell (the namespace of a cluster-scoped object) keeps its place, and a shifted row no
 * longer rebuilds to itself.
 */
function tabwriterLayout(rows: string[]): string[] {
  const starts = [...rows[0].matchAll(/(?:^| {2})(\S)/g)].map((match) => match.index! + match[0].length - 1);
  const cells = rows.map((row) =>
    starts.map((start, column) => row.slice(start, starts[column + 1] ?? row.length).trim()),
  );
  const widths = starts.slice(0, -1).map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells.map((row) =>
    row.map((cell, column) => (column < row.length - 1 ? cell.padEnd(widths[column] + 2) : cell)).join(''),
  );
}

/** The rows of a table that starts at `start`: consecutive lines of the given formats. */
function tableAt(lines: OutputLine[], start: number, formats: string[]): OutputLine[] {
  const rows: OutputLine[] = [];
  for (let i = start; i < lines.length && formats.includes(lines[i].format.name); i++) {
    rows.push(lines[i]);
  }
  return rows;
}

/** What the ordering rules read about the output of one `anemos` command. */
interface Output {
  invocation: Invocation;
  subcommand: Subcommand;
  formats: CliOutputFormats;
  lines: OutputLine[];
  problems: string[];
  where: (index: number) => string;
  /** Reports a problem with a line. */
  at: (line: OutputLine, message: string) => void;
  /** A line of the tool's source that settles a shared rule, at the version's commit. */
  cite: (fact: keyof LayoutSources) => string;
  /** The line of the tool's source that prints a format, at the version's commit. */
  citeFormat: (name: string) => string;
  /** The lines of one format. */
  named: (name: string) => OutputLine[];
  /** Whether the line at `index` has one of these formats. */
  is: (index: number, ...names: string[]) => boolean;
  /** A `…` line left output out, so rules about what must be there do not apply. */
  abridged: boolean;
  /** The command failed (an ERROR line), so it stopped early. */
  failed: boolean;
  complete: boolean;
  yes: boolean;
  /** `anemos apply`, or `anemos build --apply`. */
  isApply: boolean;
}

type Rule = (output: Output) => void;

function orderingProblems(
  invocation: Invocation,
  version: DocsVersion,
  lines: OutputLine[],
  where: (index: number) => string,
): string[] {
  const problems: string[] = [];
  const abridged = lines.some((line) => line.format.name === 'abridged');
  const failed = lines.some((line) => line.text.includes('] ERROR: '));
  const { subcommand } = invocation;
  const output: Output = {
    invocation,
    subcommand,
    formats: version.formats,
    lines,
    problems,
    where,
    at: (line, message) => problems.push(`${where(line.number)}: "${line.text}": ${message}`),
    cite: (fact) => `${version.formats.layout[fact]} at ${version.formats.commit.ref}`,
    citeFormat: (name) =>
      `${version.formats.messageFormats.find((format) => format.name === name)!.source} at ${version.formats.commit.ref}`,
    named: (name) => lines.filter((line) => line.format.name === name),
    is: (index, ...names) => names.includes(lines[index]?.format.name ?? ''),
    abridged,
    failed,
    complete: !abridged && !failed,
    yes: invocation.flags.has('-y') || invocation.flags.has('--yes'),
    isApply: subcommand === 'apply' || (subcommand === 'build' && invocation.flags.has('--apply')),
  };
  for (const rule of [...sharedRules, ...versionRules[version.name]]) {
    rule(output);
  }
  return problems;
}

/** The cells of a table row: the message of a log line (0.2), or the line itself (Next, and `list` in both). */
const rowText = (row: OutputLine) => row.text.replace(logLinePattern, '');

/** Every table is laid out by Go's tabwriter; `source` names the lines that print it. */
function checkColumns(output: Output, table: OutputLine[], source: 'summaryTable' | 'listTable' | 'deleteTable') {
  const expected = tabwriterLayout(table.map(rowText));
  table.forEach((row, r) => {
    if (rowText(row) !== expected[r]) {
      output.at(
        row,
        `columns are as wide as their widest cell plus two spaces: "${expected[r]}" (${output.cite(source)})`,
      );
    }
  });
}

/** The first line of a format at or after `start`, as an index. */
const indexOf = (output: Output, name: string, start: number) =>
  output.lines.findIndex((line, i) => i >= start && line.format.name === name);

// ---------------------------------------------------------------------------------------------------------------
// Rules both versions share

/** Timestamps come from one clock: the log handler stamps each record as it is written. */
const timestamps: Rule = ({ lines, at }) => {
  const times = lines.filter((line) => line.fields.time).map((line) => ({ line, time: line.fields.time }));
  for (let i = 1; i < times.length; i++) {
    if (times[i].time < times[i - 1].time) {
      at(times[i].line, `its timestamp is earlier than the line before (${times[i - 1].time})`);
    }
  }
};

/** `Writing type declarations to` comes first in a build. */
const declarationsFirst: Rule = ({ lines, named, subcommand, at, cite }) => {
  for (const line of named('type-declarations')) {
    if (subcommand === 'build' && lines.indexOf(line) !== 0) {
      at(line, `a build prints this first, before it runs the script (${cite('declarationsFirst')})`);
    }
  }
};

/** Lines printed by the action of one step, and that step; each line's format names where it is printed. */
const printedAtStep: Record<string, [string, string]> = {
  'writing-documents': ['99', 'Output'],
  'helm-generating': ['5', 'Generate resources'],
  'apply-group': ['100', 'Apply'],
  'provision-plan': ['100', 'Apply'],
};

/**
 * Each builder.build() call: start line, optional WARN right after it, one line per distinct step in step order,
 * the lines each step's action prints after its step line.
 */
const buildRuns: Rule = (output) => {
  const { lines, named, subcommand, formats, isApply, complete, at, cite, citeFormat } = output;
  const runs: OutputLine[][] = [];
  for (const line of lines) {
    if (line.format.name === 'build-start') {
      runs.push([line]);
    } else if (runs.length > 0) {
      runs[runs.length - 1].push(line);
    } else if (line.format.name === 'step' || line.format.name === 'version-warning') {
      at(line, `comes before "Starting to build documents", which a build prints first (${citeFormat('build-start')})`);
    }
  }
  for (const run of runs) {
    const warning = run.findIndex((line) => line.format.name === 'version-warning');
    if (warning > 1) {
      at(
        run[warning],
        `the version warning follows "Starting to build documents" directly (${cite('versionWarning')})`,
      );
    }
    const steps = run.filter((line) => line.format.name === 'step');
    for (let i = 1; i < steps.length; i++) {
      if (compareSteps(steps[i].fields.step, steps[i - 1].fields.step) <= 0) {
        at(
          steps[i],
          `steps run in order, one line per step, and this one follows '${steps[i - 1].fields.step}' (${cite('stepOrder')})`,
        );
      }
    }
    let lastStep: string | undefined;
    for (const line of run) {
      const printedAt = printedAtStep[line.format.name];
      if (line.format.name === 'step') {
        lastStep = line.fields.step;
      } else if (printedAt && lastStep !== printedAt[0]) {
        at(
          line,
          `is printed by the action of step '${printedAt[0]}' - ${printedAt[1]} (${citeFormat(line.format.name)})`,
        );
      }
    }
    if (complete && steps.length > 0) {
      const present = new Set(steps.map((line) => line.fields.step));
      const required =
        subcommand === 'apply'
          ? formats.requiredSteps.apply
          : [...formats.requiredSteps.build, ...(isApply ? ['100'] : [])];
      for (const step of required.filter((number) => !present.has(number))) {
        at(run[0], `this build always prints step '${step}' (requiredSteps, ${formats.file})`);
      }
      if (subcommand === 'build' && named('writing-documents').length === 0) {
        at(run[0], `a build always prints "Writing documents to …" (${citeFormat('writing-documents')})`);
      }
    }
    const applyStep = steps.find((line) => line.fields.step === '100');
    if (!isApply && applyStep && !formats.scriptsMayApply) {
      at(applyStep, `step '100' runs only with --apply (scriptsMayApply, ${formats.file})`);
    }
  }
};

/** `-f -` reads stdin to its end, so the prompt that follows reads nothing. */
const optionsFromStdin: Rule = ({ invocation, yes, lines, where, problems, subcommand, cite }) => {
  if (subcommand === 'apply' && invocation.flags.get('-f') === '-' && !yes && !invocation.flags.get('--options-file')) {
    problems.push(
      `${where(lines[0]?.number ?? 0)}: "-f -" reads stdin to its end (${cite('optionsFromStdin')}), so the prompt reads nothing; show it with -y`,
    );
  }
};

/**
 * The summary table of each group: one row per change, M then D then A, each sorted by namespace, then
 * resource/name; every modified object, and only those, has a diff under "Changes to be applied:"; an object
 * reported unchanged has no row. Where the table sits around its heading is each version's own rule.
 */
const summaryTables: Rule = (output) => {
  const { lines, named, abridged, at, cite, citeFormat } = output;
  lines.forEach((line, i) => {
    if (line.format.name !== 'summary-heading') {
      return;
    }
    const headerIndex = indexOf(output, 'summary-header', i);
    if (headerIndex === -1) {
      return; // reported by the layout rule
    }
    const table = tableAt(lines, headerIndex, ['summary-header', 'summary-row', 'summary-row-cluster-scoped']);
    const rows = table.slice(1);
    if (rows.length === 0) {
      at(table[0], `the summary table has one row per change (${cite('summaryTable')})`);
    }
    checkColumns(output, table, 'summaryTable');
    const rank = (row: OutputLine) => ['M', 'D', 'A'].indexOf(row.fields.op);
    const key = (row: OutputLine) => [
      rank(row),
      row.fields.namespace ?? '',
      `${row.fields.resource}/${row.fields.objectName}`,
    ];
    for (let r = 1; r < rows.length; r++) {
      const [a, b] = [key(rows[r - 1]), key(rows[r])];
      const inOrder = a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
      if (!inOrder) {
        at(
          rows[r],
          `rows come M, then D, then A, each sorted by namespace, then resource/name (${cite('summaryOrder')})`,
        );
      }
    }
    const modifiedRows = rows
      .filter((row) => row.fields.op === 'M')
      .map((row) => `${row.fields.resource}/${row.fields.objectName}`);
    const before = lines.slice(0, i);
    const previousHeading = [...before]
      .reverse()
      .find((candidate) => ['changes-heading', 'apply-group'].includes(candidate.format.name));
    const diffed =
      previousHeading?.format.name === 'changes-heading'
        ? before
            .slice(before.indexOf(previousHeading))
            .filter((candidate) => candidate.format.name === 'diff-object')
            .map((candidate) => `${candidate.fields.resource}/${candidate.fields.objectName}`)
        : [];
    if (!abridged && [...modifiedRows].sort().join('\n') !== [...diffed].sort().join('\n')) {
      at(
        line,
        `every modified object (M) gets a diff under "Changes to be applied:", and only those: the diff shows ` +
          `[${diffed.join(', ')}], the table [${modifiedRows.join(', ')}] (${cite('modifiedDiffs')})`,
      );
    }
    const unchanged = named('no-changes-object').map((row) => `${row.fields.resource}/${row.fields.objectName}`);
    for (const row of rows) {
      if (unchanged.includes(`${row.fields.resource}/${row.fields.objectName}`)) {
        at(
          row,
          `this object was reported as "No changes for …", which leaves it out (${citeFormat('no-changes-object')})`,
        );
      }
    }
  });
};

/** `anemos list`: header, separator, rows sorted by name, or "No apply sets found.". */
const listTable: Rule = (output) => {
  const { lines, named, subcommand, at, cite, citeFormat } = output;
  const header = named('list-header')[0];
  if (subcommand !== 'list' || !header) {
    return;
  }
  const start = lines.indexOf(header);
  if (lines[start + 1]?.format.name !== 'list-separator') {
    at(header, `the header is followed by the separator row "----  ----------" (${citeFormat('list-separator')})`);
  }
  const table = tableAt(lines, start, ['list-header', 'list-separator', 'list-row']);
  checkColumns(output, table, 'listTable');
  const names = table.filter((row) => row.format.name === 'list-row');
  for (let r = 1; r < names.length; r++) {
    if (names[r].fields.name <= names[r - 1].fields.name) {
      at(names[r], `rows are sorted by name (${cite('listOrder')})`);
    }
  }
  if (names.length === 0) {
    at(header, `an empty list prints "No apply sets found." instead (${citeFormat('list-empty')})`);
  }
};

/** The rows of the delete table, or nothing when there is none. */
function deleteRows(output: Output): OutputLine[] {
  const heading = output.named('delete-heading')[0];
  const headerIndex = heading ? indexOf(output, 'delete-header', output.lines.indexOf(heading)) : -1;
  return headerIndex === -1
    ? []
    : tableAt(output.lines, headerIndex, ['delete-header', 'delete-row', 'delete-row-cluster-scoped']);
}

/**
 * `anemos delete`: the table's rows sorted by namespace, then name; one result line per listed object. Where the
 * table and the prompt sit is each version's own rule.
 */
const deleteTable: Rule = (output) => {
  const { named, subcommand, complete, at, cite } = output;
  const heading = named('delete-heading')[0] ?? named('delete-empty')[0];
  if (subcommand !== 'delete' || !heading) {
    return;
  }
  const table = deleteRows(output);
  const rows = table.slice(1);
  if (table.length > 0) {
    checkColumns(output, table, 'deleteTable');
  }
  for (let r = 1; r < rows.length; r++) {
    const [a, b] = [rows[r - 1].fields, rows[r].fields];
    const inOrder =
      (a.namespace ?? '') !== (b.namespace ?? '')
        ? (a.namespace ?? '') < (b.namespace ?? '')
        : a.objectName <= b.objectName;
    if (!inOrder) {
      at(rows[r], `rows are sorted by namespace, then name (${cite('deleteOrder')})`);
    }
  }
  const listed = rows.map(
    (row) => `${row.fields.resource}/${row.fields.objectName}, namespace: ${row.fields.namespace ?? ''}`,
  );
  const results = [...named('deleted-object'), ...named('object-not-found')].map(
    (line) => `${line.fields.resource}/${line.fields.objectName}, namespace: ${line.fields.namespaceOrEmpty}`,
  );
  if (complete && [...results].sort().join('\n') !== [...listed].sort().join('\n')) {
    at(
      heading,
      `each listed object gets one "Successfully deleted object …" line: table [${listed.join('; ')}], deleted [${results.join('; ')}] (${cite('deleteResults')})`,
    );
  }
};

const sharedRules: readonly Rule[] = [
  timestamps,
  declarationsFirst,
  buildRuns,
  optionsFromStdin,
  summaryTables,
  listTable,
  deleteTable,
];

// ---------------------------------------------------------------------------------------------------------------
// Next: tables, diffs and prompts printed raw with fmt.Printf, set off by blank lines

/** Document groups are applied in byte order of their names (pkg/components/apply/component.go:55-57 at 73d3b32). */
const groupsInByteOrder: Rule = ({ named, at }) => {
  const groups = named('apply-group');
  for (let i = 1; i < groups.length; i++) {
    if (groups[i].fields.name <= groups[i - 1].fields.name) {
      at(
        groups[i],
        `groups are applied in byte order of their names, after "${groups[i - 1].fields.name}" (pkg/components/apply/component.go:55-57 at 73d3b32)`,
      );
    }
  }
};

/**
 * The changes block, the summary table and the prompt, each set off by blank lines
 * (pkg/client/kubernetes_client_apply.go:382-413 at 73d3b32).
 */
const applyLayoutNext: Rule = (output) => {
  const { lines, is, at, yes, failed, subcommand } = output;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.format.name === 'changes-heading') {
      if (!is(i - 1, 'blank') || !is(i + 1, 'blank')) {
        at(
          line,
          'is printed with a blank line before and after it (pkg/client/kubernetes_client_apply.go:382 at 73d3b32)',
        );
      }
      for (let j = i + 2; j < lines.length && !is(j, 'summary-heading'); j++) {
        const current = lines[j];
        if (current.format.name === 'diff-object') {
          if (!is(j + 1, 'diff-line', 'diff-skipped', 'abridged')) {
            at(
              current,
              'the object header is followed by its diff (pkg/client/kubernetes_client_apply.go:386 at 73d3b32)',
            );
          }
        } else if (current.format.name === 'blank' && !is(j + 1, 'diff-object', 'summary-heading', 'abridged')) {
          at(
            current,
            'inside the changes block a blank line only ends an object diff (pkg/client/kubernetes_client_apply.go:386 at 73d3b32)',
          );
        } else if (['diff-line', 'diff-skipped'].includes(current.format.name)) {
          if (!is(j - 1, 'diff-object', 'diff-line', 'diff-skipped', 'abridged')) {
            at(
              current,
              'a diff line belongs to an object header (pkg/client/kubernetes_client_apply.go:386 at 73d3b32)',
            );
          }
        }
      }
    }
    if (line.format.name === 'summary-heading') {
      if (!is(i + 1, 'blank') || !is(i + 2, 'summary-header')) {
        at(
          line,
          'is followed by a blank line and the table header (pkg/client/kubernetes_client_apply.go:390 at 73d3b32)',
        );
        continue;
      }
      const afterTable =
        i + 2 + tableAt(lines, i + 2, ['summary-header', 'summary-row', 'summary-row-cluster-scoped']).length;
      if (afterTable < lines.length && !is(afterTable, 'blank')) {
        at(
          lines[afterTable],
          'the summary table is followed by one blank line (pkg/client/kubernetes_client_apply.go:413 at 73d3b32)',
        );
      }
      const following = lines[afterTable + 1];
      if (following && !failed) {
        const isPrompt = following.format.name === 'prompt';
        if (yes && isPrompt) {
          at(following, 'with -y/--yes no prompt is shown (pkg/client/kubernetes_client_apply.go:347 at 73d3b32)');
        } else if (!yes && !isPrompt && following.format.name !== 'abridged') {
          at(
            following,
            'without -y the prompt "Apply these changes? [y/N]: " follows the table (pkg/client/kubernetes_client_apply.go:344-348 at 73d3b32)',
          );
        }
      }
    }
    if (line.format.name === 'prompt' && subcommand !== 'delete' && !is(i - 1, 'blank')) {
      at(
        line,
        'the prompt follows the blank line after the summary table (pkg/client/kubernetes_client_apply.go:413 at 73d3b32)',
      );
    }
  }
};

/** The success line: once, last, only after changes (pkg/components/apply/component.go:77-95 at 73d3b32). */
const successLineNext: Rule = ({ lines, named, at, isApply, complete }) => {
  const applied = named('applied');
  const summaries = named('summary-heading');
  if (applied.length > 1) {
    at(
      applied[1],
      'the success line is printed once, after all groups (pkg/components/apply/component.go:95 at 73d3b32)',
    );
  }
  for (const line of applied) {
    if (summaries.length === 0) {
      at(line, 'is printed only when a group had changes (pkg/components/apply/component.go:77-82 at 73d3b32)');
    }
    if (lines.slice(lines.indexOf(line) + 1).some((after) => !['blank', 'abridged'].includes(after.format.name))) {
      at(line, 'the success line is the last line (pkg/components/apply/component.go:95 at 73d3b32)');
    }
  }
  if (isApply && complete && summaries.length > 0 && applied.length === 0) {
    at(
      lines[lines.length - 1],
      'after changes the last line is "Successfully applied Kubernetes manifests" (pkg/components/apply/component.go:77-95 at 73d3b32)',
    );
  }
};

/**
 * `anemos delete`: heading, blank line, table, blank line, then always the prompt, even with -y
 * (pkg/client/kubernetes_client_delete.go:68-85 at 73d3b32).
 */
const deleteLayoutNext: Rule = (output) => {
  const { lines, named, is, at, complete, subcommand } = output;
  const heading = named('delete-heading')[0] ?? named('delete-empty')[0];
  if (subcommand !== 'delete' || !heading) {
    return;
  }
  const start = lines.indexOf(heading);
  if (heading.format.name === 'delete-heading') {
    if (!is(start + 1, 'blank') || !is(start + 2, 'delete-header')) {
      at(
        heading,
        'is followed by a blank line and the table header (pkg/client/kubernetes_client_delete.go:71 at 73d3b32)',
      );
    } else {
      const afterTable = start + 2 + deleteRows(output).length;
      if (!is(afterTable, 'blank') || (lines[afterTable + 1] && !is(afterTable + 1, 'prompt', 'abridged'))) {
        at(
          lines[afterTable] ?? heading,
          'the table is followed by a blank line and the prompt (pkg/client/kubernetes_client_delete.go:83-85 at 73d3b32)',
        );
      }
    }
  } else if (!is(start + 1, 'blank') || (lines[start + 2] && !is(start + 2, 'prompt'))) {
    at(heading, 'is followed by a blank line and the prompt (pkg/client/kubernetes_client_delete.go:83-85 at 73d3b32)');
  }
  if (complete && named('prompt').length === 0) {
    at(
      heading,
      'delete always asks "Apply these changes? [y/N]: ", even with -y (pkg/client/kubernetes_client_delete.go:85 at 73d3b32)',
    );
  }
};

// ---------------------------------------------------------------------------------------------------------------
// 0.2: every apply and delete line is a log line (slog); a provision plan, a line per group, the waits

/**
 * Above Kubernetes 1.33 the warning is followed by a crash: the fallback looks up "1.33.0" in a table keyed "1.33"
 * and calls what it does not find (pkg/core/kubernetes_resource_info.go:128 at v0.2.1). A transcript that shows the
 * warning ends in an error.
 */
const crashAfterWarning: Rule = ({ named, abridged, failed, at }) => {
  const warning = named('version-warning')[0];
  if (warning && !abridged && !failed) {
    at(
      warning,
      'after this warning the build crashes, so the transcript ends with the error (pkg/core/kubernetes_resource_info.go:128 at v0.2.1)',
    );
  }
};

/**
 * The provision plan follows step '100' and lists each group's APPLY before its WAIT; the groups are then applied
 * in the plan's order, and the waits come after their group was applied (pkg/components/apply/component.go:83-150
 * at v0.2.1).
 */
const provisionPlan: Rule = (output) => {
  const { lines, named, is, at, abridged } = output;
  for (const heading of named('provision-plan')) {
    const start = lines.indexOf(heading);
    if (!is(start + 1, 'plan-entry', 'abridged') && start + 1 < lines.length) {
      at(
        heading,
        'is followed by one line per provisioner, "  APPLY -> <group>" or "  WAIT  -> <group>" (pkg/components/apply/component.go:85-91 at v0.2.1)',
      );
    }
    const entries = tableAt(lines, start + 1, ['plan-entry']);
    const applied: string[] = [];
    const waited: string[] = [];
    for (const entry of entries) {
      const { planType, name } = entry.fields;
      const list = planType === 'APPLY' ? applied : waited;
      if (list.includes(name)) {
        at(
          entry,
          `the plan lists each group's ${planType.trim()} step once (pkg/components/apply/component.go:69-81 at v0.2.1)`,
        );
      }
      if (planType !== 'APPLY' && !applied.includes(name) && !abridged) {
        at(
          entry,
          `a group is waited for after it is applied: "  APPLY -> ${name}" comes first (pkg/core/document_group.go:38 at v0.2.1)`,
        );
      }
      list.push(name);
    }
    const groups = lines
      .slice(start)
      .filter((line) => line.format.name === 'apply-group')
      .map((line) => ({ line, position: applied.indexOf(line.fields.name) }));
    groups.forEach(({ line, position }, g) => {
      if (position === -1 && !abridged) {
        at(
          line,
          `the plan has no "  APPLY -> ${line.fields.name}" line (pkg/components/apply/component.go:85-91 at v0.2.1)`,
        );
      } else if (g > 0 && position <= groups[g - 1].position) {
        at(
          line,
          `groups are applied in the order of the provision plan: [${applied.join(', ')}] (pkg/components/apply/component.go:93 at v0.2.1)`,
        );
      }
    });
  }
  if (named('apply-group').length > 0 && named('provision-plan').length === 0 && !abridged) {
    at(
      named('apply-group')[0],
      'the step "Apply" prints the "Provision plan:" first (pkg/components/apply/component.go:85 at v0.2.1)',
    );
  }
};

/**
 * Each group applied: an empty log line, "Applying document group: <name>", its "No changes for …" lines, then
 * either "No changes to apply for document group <name>" or the changes block and table, and always
 * "Successfully applied document group: <name>" (pkg/components/apply/component.go:112-141 at v0.2.1).
 */
const groupsApplied: Rule = (output) => {
  const { lines, is, at, complete, abridged } = output;
  const starts = lines.flatMap((line, i) => (line.format.name === 'apply-group' ? [i] : []));
  lines.forEach((line, i) => {
    if (line.format.name === 'empty-log-line' && !is(i + 1, 'apply-group', 'abridged')) {
      at(
        line,
        'the empty log line is printed right before "Applying document group: …" (pkg/components/apply/component.go:116-117 at v0.2.1)',
      );
    }
  });
  starts.forEach((start, g) => {
    const group = lines[start];
    const { name } = group.fields;
    if (!is(start - 1, 'empty-log-line', 'abridged')) {
      at(
        group,
        'follows an empty log line, "[hh:mm:ss.mmm] INFO: " with its trailing space (pkg/components/apply/component.go:116 and pkg/cmd/cli_slog_handler.go:93-94 at v0.2.1)',
      );
    }
    const end = starts[g + 1] ?? lines.length;
    const segment = lines.slice(start + 1, end);
    const closing = segment.filter((line) => line.format.name === 'group-applied');
    const unchanged = segment.filter((line) => line.format.name === 'no-changes-group');
    const tables = segment.filter((line) => line.format.name === 'summary-heading');
    for (const line of [...closing, ...unchanged]) {
      if (line.fields.name !== name) {
        at(line, `names the group being applied, "${name}" (pkg/components/apply/component.go:117-141 at v0.2.1)`);
      }
    }
    if (closing.length > 1) {
      at(closing[1], 'is printed once per group (pkg/components/apply/component.go:141 at v0.2.1)');
    }
    if (unchanged.length + tables.length > 1) {
      at(
        group,
        'a group either has no changes or one summary table (pkg/client/kubernetes_client_apply.go:353-358 at v0.2.1)',
      );
    }
    for (const line of unchanged) {
      const next = lines.indexOf(line) + 1;
      if (!is(next, 'group-applied', 'abridged') && next < lines.length) {
        at(
          line,
          'is followed by "Successfully applied document group: …" all the same (pkg/components/apply/component.go:133-141 at v0.2.1)',
        );
      }
    }
    const firstBlock = segment.findIndex((line) =>
      ['changes-heading', 'summary-heading', 'no-changes-group'].includes(line.format.name),
    );
    segment.forEach((line, s) => {
      if (line.format.name === 'no-changes-object' && firstBlock !== -1 && s > firstBlock) {
        at(
          line,
          'the dry run reports unchanged objects before the changes (pkg/client/kubernetes_client_apply.go:305-310, before :358, at v0.2.1)',
        );
      }
    });
    if (complete && closing.length === 0) {
      at(
        group,
        `each group ends with "Successfully applied document group: ${name}" (pkg/components/apply/component.go:141 at v0.2.1)`,
      );
    }
    if (complete && unchanged.length + tables.length === 0) {
      at(
        group,
        `a group prints "No changes to apply for document group ${name}" or a summary table (pkg/client/kubernetes_client_apply.go:353-358 at v0.2.1)`,
      );
    }
    if (
      !abridged &&
      closing[0] &&
      segment.indexOf(closing[0]) < Math.max(...[...unchanged, ...tables].map((line) => segment.indexOf(line)))
    ) {
      at(
        closing[0],
        'comes after the group\'s changes, or after "No changes to apply …" (pkg/components/apply/component.go:125-141 at v0.2.1)',
      );
    }
  });
};

/**
 * The changes block: "Changes to be applied:", then per modified object a log line "<resource>/<name>:" with its
 * diff on the next lines and a blank line after it; then "Summary of changes:", its table with no blank line, and
 * the prompt right after the last row unless -y (pkg/client/kubernetes_client_apply.go:391-440 at v0.2.1).
 */
const applyLayout02: Rule = (output) => {
  const { lines, is, at, yes, failed } = output;
  lines.forEach((line, i) => {
    if (line.format.name === 'changes-heading') {
      if (!is(i + 1, 'diff-object', 'abridged')) {
        at(
          line,
          'is followed by the first modified object, "<resource>/<name>:" (pkg/client/kubernetes_client_apply.go:394-402 at v0.2.1)',
        );
      }
      for (let j = i + 1; j < lines.length && !is(j, 'summary-heading'); j++) {
        const current = lines[j];
        if (current.format.name === 'diff-object' && !is(j + 1, 'diff-line', 'diff-skipped', 'abridged')) {
          at(
            current,
            'the object header is followed by its diff (pkg/client/kubernetes_client_apply.go:400-402 at v0.2.1)',
          );
        } else if (current.format.name === 'blank' && !is(j + 1, 'diff-object', 'summary-heading', 'abridged')) {
          at(
            current,
            'inside the changes block a blank line only ends an object diff (pkg/client/kubernetes_client_apply.go:400-402 at v0.2.1)',
          );
        } else if (
          ['diff-line', 'diff-skipped'].includes(current.format.name) &&
          !is(j + 1, 'diff-line', 'diff-skipped', 'blank', 'abridged')
        ) {
          at(
            current,
            'a diff ends with a newline, so a blank line follows it (pkg/client/kubernetes_client_apply.go:400-402 and pkg/cmd/cli_slog_handler.go:121 at v0.2.1)',
          );
        }
      }
    }
    if (line.format.name === 'summary-heading') {
      if (!is(i + 1, 'summary-header')) {
        if (!is(i + 1, 'abridged')) {
          at(
            line,
            'is followed directly by the table header, "OP  NAMESPACE  RESOURCE" (pkg/client/kubernetes_client_apply.go:406-440 at v0.2.1)',
          );
        }
        return;
      }
      const afterTable =
        i + 1 + tableAt(lines, i + 1, ['summary-header', 'summary-row', 'summary-row-cluster-scoped']).length;
      const following = lines[afterTable];
      if (following && !failed && following.format.name !== 'abridged') {
        const isPrompt = following.format.name === 'prompt';
        if (yes && isPrompt) {
          at(following, 'with -y/--yes no prompt is shown (pkg/client/kubernetes_client_apply.go:361 at v0.2.1)');
        } else if (!yes && !isPrompt) {
          at(
            following,
            'without -y the prompt "Apply these changes? [y/N]: " follows the last row directly (pkg/client/kubernetes_client_apply.go:358-362 at v0.2.1)',
          );
        } else if (yes && following.format.name !== 'group-applied') {
          at(
            following,
            'with -y "Successfully applied document group: …" follows the last row (pkg/components/apply/component.go:141 at v0.2.1)',
          );
        }
      }
    }
    if (
      line.format.name === 'prompt' &&
      output.subcommand !== 'delete' &&
      !is(i - 1, 'summary-row', 'summary-row-cluster-scoped', 'abridged')
    ) {
      at(
        line,
        'the prompt follows the last row of the summary table (pkg/client/kubernetes_client_apply.go:358-362 at v0.2.1)',
      );
    }
  });
};

/**
 * Wait lines come after the group they wait for was applied (pkg/components/apply/component.go:144-148 and
 * pkg/core/document_group.go:38 at v0.2.1).
 */
const waits: Rule = ({ lines, at }) => {
  const firstApplied = lines.findIndex((line) => ['group-applied', 'no-documents'].includes(line.format.name));
  lines.forEach((line, i) => {
    if (
      ['resource-ready', 'resource-waiting'].includes(line.format.name) &&
      (firstApplied === -1 || i < firstApplied)
    ) {
      at(line, 'waits come after the groups were applied (pkg/core/document_group.go:38 at v0.2.1)');
    }
  });
};

/**
 * The final line: "Successfully applied Kubernetes manifests" once, last, whenever a group with documents was
 * applied, also when nothing changed (pkg/components/apply/component.go:152-156 at v0.2.1).
 */
const successLine02: Rule = ({ lines, named, at, isApply, complete }) => {
  const applied = named('applied');
  const groups = named('apply-group');
  if (applied.length > 1) {
    at(
      applied[1],
      'the success line is printed once, after all provisioners (pkg/components/apply/component.go:156 at v0.2.1)',
    );
  }
  for (const line of applied) {
    if (groups.length === 0 && complete) {
      at(
        line,
        'is printed only when a group with documents was applied (pkg/components/apply/component.go:143-154 at v0.2.1)',
      );
    }
    if (lines.slice(lines.indexOf(line) + 1).some((after) => !['blank', 'abridged'].includes(after.format.name))) {
      at(line, 'the success line is the last line (pkg/components/apply/component.go:156 at v0.2.1)');
    }
  }
  if (isApply && complete && groups.length > 0 && applied.length === 0) {
    at(
      lines[lines.length - 1],
      'once a group was applied the last line is "Successfully applied Kubernetes manifests" (pkg/components/apply/component.go:152-156 at v0.2.1)',
    );
  }
};

/**
 * `anemos delete`: heading, table, no blank lines; the prompt right after, unless -y
 * (pkg/client/kubernetes_client_delete.go:72-102 at v0.2.1).
 */
const deleteLayout02: Rule = (output) => {
  const { lines, named, is, at, complete, subcommand, yes } = output;
  const heading = named('delete-heading')[0] ?? named('delete-empty')[0];
  if (subcommand !== 'delete' || !heading) {
    return;
  }
  const start = lines.indexOf(heading);
  let after = start + 1;
  if (heading.format.name === 'delete-heading') {
    if (!is(start + 1, 'delete-header')) {
      at(
        heading,
        'is followed directly by the table header, "NAMESPACE  RESOURCE  NAME" (pkg/client/kubernetes_client_delete.go:72-90 at v0.2.1)',
      );
      return;
    }
    after = start + 1 + deleteRows(output).length;
  }
  const prompts = named('prompt');
  if (yes && prompts.length > 0) {
    at(prompts[0], 'with -y/--yes no prompt is shown (pkg/client/kubernetes_client_delete.go:93 at v0.2.1)');
  } else if (!yes && lines[after] && !is(after, 'prompt', 'abridged')) {
    at(
      lines[after],
      'without -y the prompt "Apply these changes? [y/N]: " follows directly (pkg/client/kubernetes_client_delete.go:93-94 at v0.2.1)',
    );
  } else if (!yes && complete && prompts.length === 0) {
    at(
      heading,
      'without -y delete asks "Apply these changes? [y/N]: " (pkg/client/kubernetes_client_delete.go:93-94 at v0.2.1)',
    );
  }
};

const versionRules: Record<string, readonly Rule[]> = {
  Next: [groupsInByteOrder, applyLayoutNext, successLineNext, deleteLayoutNext],
  '0.2': [crashAfterWarning, provisionPlan, groupsApplied, applyLayout02, waits, successLine02, deleteLayout02],
};

// ---------------------------------------------------------------------------------------------------------------

for (const version of docsVersions) {
  const transcripts = findTranscripts(version);

  test(`${version.name}: the folders with transcripts exist`, () => {
    expect(existsSync(version.examplesRoot), `${version.examplesRoot} holds the ${version.name} examples`).toBe(true);
    if (isListed(version)) {
      expect(existsSync(version.docsRoot), `versions.json lists ${version.name}: ${version.docsRoot}`).toBe(true);
    }
  });

  test(`${version.name}: every format compiles and names the tool's line that prints it`, () => {
    const names = new Set<string>();
    for (const format of version.formats.messageFormats) {
      expect(format.source, format.name).toMatch(
        format.form === '' || format.form === '…' ? /^issue 12\b/ : sourceLinePattern,
      );
      expect(names.has(format.name), `${format.name} is unique`).toBe(false);
      names.add(format.name);
    }
    for (const step of version.formats.builtInSteps) {
      expect(step.source, `step '${step.step}' - ${step.description}`).toMatch(sourceLinePattern);
    }
    for (const [fact, source] of Object.entries(version.formats.layout)) {
      expect(source, `layout.${fact}`).toMatch(sourceLinePattern);
    }
    expect(existsSync(version.formats.file), `${version.formats.file}, which failure messages name`).toBe(true);
    expect(version.formats.commit.docsVersion).toBe(version.name);
  });

  for (const transcript of transcripts) {
    test(`${transcript.file}:${transcript.firstLine} matches the ${version.name} output formats line for line`, () => {
      const problems = checkTranscript(transcript);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}

test('Next: lines as the tool prints them match their formats', () => {
  const samples: [string, string][] = [
    ['step', "[14:02:11.349] INFO: Applying actions for step: '5' - Generate resources"],
    ['writing-documents', '[14:02:11.350] INFO: Writing documents to /home/me/example/output/manifests'],
    ['summary-row', 'A   default    deployments/anemos-hello-world'],
    ['diff-line', '    replicas: 3'],
    ['diff-skipped', '  ...'],
    ['prompt', 'Apply these changes? [y/N]: '],
    ['list-row', 'anemos-hello-world  2025-08-04 14:10:03'],
    ['delete-row', 'default    deployments  anemos-hello-world'],
  ];
  const formats = docsVersions[0].formats.messageFormats;
  for (const [name, line] of samples) {
    expect(formats.find((format) => format.name === name)!.pattern.test(line), `${name}: ${line}`).toBe(true);
  }
});

test('Next: transcripts are found', () => {
  const files = new Set(findTranscripts(docsVersions[0]).map((transcript) => transcript.file));
  expect(files.size, 'every .txt transcript under examples/ and blog/').toBeGreaterThanOrEqual(5);
});
