import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  commandLine,
  compareSteps,
  logLinePattern,
  messageFormats,
  type MessageFormat,
  type Region,
  type Subcommand,
  subcommandFlags,
  unsupportedFlags,
} from './cli-output-formats';

/**
 * Every terminal transcript on the site matches CLI-OUTPUT.md line for line (issue 12). A transcript is a `.txt`
 * file under `examples/` or `blog/`, or a fenced code block of a page that holds an Anemos log line or an
 * `$ anemos` command line. Each line of an `anemos` command's output must match a format of cli-output-formats.ts,
 * and the rules below check the order the sheet gives. Output of other commands (`ls`, `kubectl`) is not checked.
 */

interface Transcript {
  file: string;
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

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const entryPath = path.join(directory, entry);
    return statSync(entryPath).isDirectory() ? walk(entryPath) : [entryPath];
  });
}

/** Fenced code blocks of a page that look like transcripts. */
function fencedTranscripts(file: string): Transcript[] {
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
        transcripts.push({ file, firstLine: fence.start + 1, lines: text });
      }
      fence = undefined;
    }
  }
  return transcripts;
}

function findTranscripts(): Transcript[] {
  const textFiles = ['examples', 'blog']
    .flatMap((root) => walk(root))
    .filter((file) => file.endsWith('.txt'))
    .map((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      if (lines.at(-1) === '') {
        lines.pop();
      }
      return { file, firstLine: 1, lines };
    });
  const pages = [
    ...walk('docs').filter((file) => file.endsWith('.mdx') && !file.startsWith(path.join('docs', 'api') + path.sep)),
    ...walk('blog').filter((file) => file.endsWith('.mdx')),
    ...walk(path.join('src', 'pages')).filter((file) => file.endsWith('.tsx')),
  ];
  return [...textFiles, ...pages.flatMap(fencedTranscripts)];
}

/** Splits a shell command into words; enough for the commands the site shows. */
function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]);
}

function parseInvocation(command: string, problems: string[]): Invocation | undefined {
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
      positional.push(token); // every argument goes to Bun unchanged (§7)
      continue;
    }
    if (token === '--') {
      positional.push(...tokens.slice(i + 1)); // script arguments (§2.5)
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
      const known = subcommand && subcommand !== 'version' ? subcommandFlags[subcommand] : undefined;
      if (!known || !(name in known)) {
        problems.push(`\`${name}\` is not a flag of \`anemos ${subcommand ?? ''}\` (CLI-OUTPUT §8.3)`);
        continue;
      }
      const unsupported = subcommand ? unsupportedFlags[subcommand]?.[name] : undefined;
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
        problems.push(`\`anemos ${token}\` is not a command (CLI-OUTPUT §8.3, §9.7)`);
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
      problems.push(`${where(index)}: color escape codes are shown as plain text (CLI-OUTPUT §1)`);
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
    const invocation = parseInvocation(command, commandProblems);
    problems.push(...commandProblems.map((problem) => `${where(commandIndex)}: ${problem}`));
    if (invocation) {
      problems.push(...checkOutput(invocation, lines.slice(index, next), index, where));
    }
    index = next;
  }
  return problems;
}

/** Matches every output line of one `anemos` command with a format, then applies the ordering rules. */
function checkOutput(
  invocation: Invocation,
  output: string[],
  offset: number,
  where: (index: number) => string,
): string[] {
  const problems: string[] = [];
  const matched: OutputLine[] = [];
  let region: Region = 'output';
  output.forEach((text, i) => {
    const candidates = messageFormats.filter(
      (format) => format.commands.includes(invocation.subcommand) && format.pattern.test(text),
    );
    const format = candidates.find((candidate) => candidate.regions.includes(region));
    if (!format) {
      const elsewhere = candidates.map((candidate) => `${candidate.name} (${candidate.section})`).join(', ');
      problems.push(
        `${where(offset + i)}: "${text}" matches no CLI-OUTPUT format of \`anemos ${invocation.subcommand}\`` +
          (elsewhere ? ` at this point; it looks like ${elsewhere}, which the sheet prints elsewhere` : ''),
      );
      return;
    }
    const fields = { ...format.pattern.exec(text)!.groups };
    const wrong = format.check?.(fields);
    if (wrong) {
      problems.push(`${where(offset + i)}: ${wrong} (${format.section})`);
    }
    matched.push({ number: offset + i, text, format, fields });
    region = format.starts ?? region;
  });
  if (problems.length > 0) {
    return problems; // the ordering rules assume every line is known
  }
  return orderingProblems(invocation, matched, where);
}

/**
 * Column layout of Go's tabwriter with padding 2 (§3.1 item 4, §4, §5): each column is as wide as its widest cell
 * plus two spaces; the last cell of a line is not padded. Cells are cut at the header's column starts, so an empty
 * cell (the namespace of a cluster-scoped object) keeps its place, and a shifted row no longer rebuilds to itself.
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

function orderingProblems(invocation: Invocation, lines: OutputLine[], where: (index: number) => string): string[] {
  const problems: string[] = [];
  const at = (line: OutputLine, message: string) => problems.push(`${where(line.number)}: "${line.text}": ${message}`);
  // Every table is laid out by Go's tabwriter; `section` names the part of CLI-OUTPUT the table comes from.
  const checkColumns = (table: OutputLine[], section: string) => {
    const expected = tabwriterLayout(table.map((row) => row.text));
    table.forEach((row, r) => {
      if (row.text !== expected[r]) {
        at(row, `columns are as wide as their widest cell plus two spaces: "${expected[r]}" (CLI-OUTPUT ${section})`);
      }
    });
  };
  const named = (name: string) => lines.filter((line) => line.format.name === name);
  const abridged = named('abridged').length > 0;
  const failed = lines.some((line) => line.text.includes('] ERROR: '));
  const complete = !abridged && !failed;
  const yes = invocation.flags.has('-y') || invocation.flags.has('--yes');
  const { subcommand } = invocation;
  const isApply = subcommand === 'apply' || (subcommand === 'build' && invocation.flags.has('--apply'));

  // Timestamps come from one clock (§1).
  const times = lines.filter((line) => line.fields.time).map((line) => ({ line, time: line.fields.time }));
  for (let i = 1; i < times.length; i++) {
    if (times[i].time < times[i - 1].time) {
      at(times[i].line, `its timestamp is earlier than the line before (${times[i - 1].time})`);
    }
  }

  // `Writing type declarations to` comes first in a build (§2.1 item 2).
  for (const line of named('type-declarations')) {
    if (subcommand === 'build' && lines.indexOf(line) !== 0) {
      at(line, 'a build prints this first (CLI-OUTPUT §2.1 item 2)');
    }
  }

  // Each builder.build() call: start line, optional WARN right after it, one line per distinct step in step order
  // (§2.1 item 5, §2.2).
  const runs: OutputLine[][] = [];
  for (const line of lines) {
    if (line.format.name === 'build-start') {
      runs.push([line]);
    } else if (runs.length > 0) {
      runs[runs.length - 1].push(line);
    } else if (line.format.name === 'step' || line.format.name === 'version-warning') {
      at(line, 'comes before "Starting to build documents" (CLI-OUTPUT §2.1 item 5)');
    }
  }
  for (const run of runs) {
    const warning = run.findIndex((line) => line.format.name === 'version-warning');
    if (warning > 1) {
      at(run[warning], 'the version warning follows "Starting to build documents" directly (CLI-OUTPUT §2.1 item 5.2)');
    }
    const steps = run.filter((line) => line.format.name === 'step');
    for (let i = 1; i < steps.length; i++) {
      if (compareSteps(steps[i].fields.step, steps[i - 1].fields.step) <= 0) {
        at(
          steps[i],
          `steps run in order, one line per step, and this one follows '${steps[i - 1].fields.step}' (CLI-OUTPUT §2.2)`,
        );
      }
    }
    let lastStep: string | undefined;
    for (const line of run) {
      if (line.format.name === 'step') {
        lastStep = line.fields.step;
      } else if (line.format.name === 'writing-documents' && lastStep !== '99') {
        at(line, "is printed by the action of step '99' - Output (CLI-OUTPUT §2.1 item 5.3)");
      } else if (line.format.name === 'helm-generating' && lastStep !== '5') {
        at(line, "is printed by the action of step '5' - Generate resources (CLI-OUTPUT §2.1 item 5.3)");
      } else if (line.format.name === 'apply-group' && lastStep !== '100') {
        at(line, "is printed by the action of step '100' - Apply (CLI-OUTPUT §3.1)");
      }
    }
    if (complete && steps.length > 0) {
      const present = new Set(steps.map((line) => line.fields.step));
      const required = subcommand === 'apply' ? ['2', '100'] : ['2', '99,-1', '99', ...(isApply ? ['100'] : [])];
      for (const step of required.filter((number) => !present.has(number))) {
        at(run[0], `this build always prints step '${step}' (CLI-OUTPUT §2.2, §3.2)`);
      }
      if (subcommand === 'build' && named('writing-documents').length === 0) {
        at(run[0], 'a build always prints "Writing documents to …" (CLI-OUTPUT §2.1 item 5.3)');
      }
    }
    if (!isApply && steps.some((line) => line.fields.step === '100')) {
      at(
        steps.find((line) => line.fields.step === '100')!,
        "step '100' runs only with --apply (CLI-OUTPUT §2.2)",
      );
    }
  }

  // Document groups are applied in byte order of their names (§3.1).
  const groups = named('apply-group').map((line) => line.fields.name);
  for (let i = 1; i < groups.length; i++) {
    if (groups[i] <= groups[i - 1]) {
      at(
        named('apply-group')[i],
        `groups are applied in byte order of their names, after "${groups[i - 1]}" (CLI-OUTPUT §3.1)`,
      );
    }
  }

  // The changes block, the summary table, the prompt (§3.1 item 4).
  const blankAt = (i: number) => lines[i]?.format.name === 'blank';
  let modifiedInDiff: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.format.name === 'changes-heading') {
      if (!blankAt(i - 1) || !blankAt(i + 1)) {
        at(line, 'is printed with a blank line before and after it (CLI-OUTPUT §3.1 item 4)');
      }
      modifiedInDiff = [];
      for (let j = i + 2; j < lines.length && lines[j].format.name !== 'summary-heading'; j++) {
        const current = lines[j];
        if (current.format.name === 'diff-object') {
          modifiedInDiff.push(`${current.fields.resource}/${current.fields.objectName}`);
          if (!['diff-line', 'diff-skipped', 'abridged'].includes(lines[j + 1]?.format.name ?? '')) {
            at(current, 'the object header is followed by its diff (CLI-OUTPUT §3.1 item 4)');
          }
        } else if (
          current.format.name === 'blank' &&
          !['diff-object', 'summary-heading', 'abridged'].includes(lines[j + 1]?.format.name ?? '')
        ) {
          at(current, 'inside the changes block a blank line only ends an object diff (CLI-OUTPUT §3.1 item 4)');
        } else if (['diff-line', 'diff-skipped'].includes(current.format.name)) {
          const previous = lines[j - 1].format.name;
          if (!['diff-object', 'diff-line', 'diff-skipped', 'abridged'].includes(previous)) {
            at(current, 'a diff line belongs to an object header (CLI-OUTPUT §3.1 item 4)');
          }
        }
      }
    }
    if (line.format.name === 'summary-heading') {
      if (!blankAt(i + 1) || lines[i + 2]?.format.name !== 'summary-header') {
        at(line, 'is followed by a blank line and the table header (CLI-OUTPUT §3.1 item 4)');
        continue;
      }
      const table = tableAt(lines, i + 2, ['summary-header', 'summary-row', 'summary-row-cluster-scoped']);
      const rows = table.slice(1);
      const afterTable = i + 2 + table.length;
      if (rows.length === 0) {
        at(table[0], 'the summary table has one row per change (CLI-OUTPUT §3.1 item 4)');
      }
      checkColumns(table, '§3.1 item 4');
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
            'rows come M, then D, then A, each sorted by namespace, then resource/name (CLI-OUTPUT §3.1 item 4)',
          );
        }
      }
      const modifiedRows = rows
        .filter((row) => row.fields.op === 'M')
        .map((row) => `${row.fields.resource}/${row.fields.objectName}`);
      const previousHeading = lines
        .slice(0, i)
        .reverse()
        .find((candidate) => ['changes-heading', 'apply-group'].includes(candidate.format.name));
      const diffed = previousHeading?.format.name === 'changes-heading' ? modifiedInDiff : [];
      if (!abridged && [...modifiedRows].sort().join('\n') !== [...diffed].sort().join('\n')) {
        at(
          line,
          `every modified object (M) gets a diff under "Changes to be applied:", and only those: the diff shows ` +
            `[${diffed.join(', ')}], the table [${modifiedRows.join(', ')}] (CLI-OUTPUT §3.1 item 4)`,
        );
      }
      const unchanged = named('no-changes-object').map((row) => `${row.fields.resource}/${row.fields.objectName}`);
      for (const row of rows) {
        if (unchanged.includes(`${row.fields.resource}/${row.fields.objectName}`)) {
          at(row, 'this object was reported as "No changes for …" (CLI-OUTPUT §3.1 item 2)');
        }
      }
      if (afterTable < lines.length && !blankAt(afterTable)) {
        at(lines[afterTable], 'the summary table is followed by one blank line (CLI-OUTPUT §3.1 item 4)');
      }
      const following = lines[afterTable + 1];
      if (following && !failed) {
        const isPrompt = following.format.name === 'prompt';
        if (yes && isPrompt) {
          at(following, 'with -y/--yes no prompt is shown (CLI-OUTPUT §3.1)');
        } else if (!yes && !isPrompt && following.format.name !== 'abridged') {
          at(
            following,
            'without -y the prompt "Apply these changes? [y/N]: " follows the table (CLI-OUTPUT §3.1 item 4)',
          );
        }
      }
    }
    if (line.format.name === 'prompt' && subcommand !== 'delete' && !blankAt(i - 1)) {
      at(line, 'the prompt follows the blank line after the summary table (CLI-OUTPUT §3.1 item 4)');
    }
  }
  if (subcommand === 'apply' && invocation.flags.get('-f') === '-' && !yes && !invocation.flags.get('--options-file')) {
    problems.push(
      `${where(lines[0]?.number ?? 0)}: with "-f -" the prompt reads an empty stdin, so the sheet pairs it with -y (CLI-OUTPUT §3.2)`,
    );
  }

  // The success line: once, last, only after changes (§3.1 item 5).
  const applied = named('applied');
  const summaries = named('summary-heading');
  if (applied.length > 1) {
    at(applied[1], 'the success line is printed once, after all groups (CLI-OUTPUT §3.1 item 5)');
  }
  for (const line of applied) {
    if (summaries.length === 0) {
      at(line, 'is printed only when a group had changes (CLI-OUTPUT §3.1 item 5)');
    }
    if (lines.slice(lines.indexOf(line) + 1).some((after) => !['blank', 'abridged'].includes(after.format.name))) {
      at(line, 'the success line is the last line (CLI-OUTPUT §3.1 item 5)');
    }
  }
  if (isApply && complete && summaries.length > 0 && applied.length === 0) {
    at(
      lines[lines.length - 1],
      'after changes the last line is "Successfully applied Kubernetes manifests" (CLI-OUTPUT §3.1 item 5)',
    );
  }

  // `anemos list` (§4).
  if (subcommand === 'list') {
    const header = named('list-header')[0];
    if (header) {
      const start = lines.indexOf(header);
      if (lines[start + 1]?.format.name !== 'list-separator') {
        at(header, 'the header is followed by the separator row "----  ----------" (CLI-OUTPUT §4)');
      }
      const table = tableAt(lines, start, ['list-header', 'list-separator', 'list-row']);
      checkColumns(table, '§4');
      const names = table.filter((row) => row.format.name === 'list-row');
      for (let r = 1; r < names.length; r++) {
        if (names[r].fields.name <= names[r - 1].fields.name) {
          at(names[r], 'rows are sorted by name (CLI-OUTPUT §4)');
        }
      }
      if (names.length === 0) {
        at(header, 'an empty list prints "No apply sets found." instead (CLI-OUTPUT §4)');
      }
    }
  }

  // `anemos delete` (§5).
  if (subcommand === 'delete') {
    const heading = named('delete-heading')[0] ?? named('delete-empty')[0];
    const rowsToDelete: string[] = [];
    if (heading?.format.name === 'delete-heading') {
      const start = lines.indexOf(heading);
      if (!blankAt(start + 1) || lines[start + 2]?.format.name !== 'delete-header') {
        at(heading, 'is followed by a blank line and the table header (CLI-OUTPUT §5 item 2)');
      } else {
        const table = tableAt(lines, start + 2, ['delete-header', 'delete-row', 'delete-row-cluster-scoped']);
        checkColumns(table, '§5 item 2');
        const rows = table.slice(1);
        for (let r = 1; r < rows.length; r++) {
          const [a, b] = [rows[r - 1].fields, rows[r].fields];
          const inOrder =
            (a.namespace ?? '') !== (b.namespace ?? '')
              ? (a.namespace ?? '') < (b.namespace ?? '')
              : a.objectName <= b.objectName;
          if (!inOrder) {
            at(rows[r], 'rows are sorted by namespace, then name (CLI-OUTPUT §5 item 2)');
          }
        }
        rowsToDelete.push(
          ...rows.map(
            (row) => `${row.fields.resource}/${row.fields.objectName}, namespace: ${row.fields.namespace ?? ''}`,
          ),
        );
        const afterTable = start + 2 + table.length;
        if (
          !blankAt(afterTable) ||
          (lines[afterTable + 1] && !['prompt', 'abridged'].includes(lines[afterTable + 1].format.name))
        ) {
          at(
            lines[afterTable] ?? heading,
            'the table is followed by a blank line and the prompt (CLI-OUTPUT §5 item 3)',
          );
        }
      }
    } else if (heading) {
      const start = lines.indexOf(heading);
      if (!blankAt(start + 1) || (lines[start + 2] && lines[start + 2].format.name !== 'prompt')) {
        at(heading, 'is followed by a blank line and the prompt (CLI-OUTPUT §5 item 3)');
      }
    }
    if (heading && complete && named('prompt').length === 0) {
      at(heading, 'delete always asks "Apply these changes? [y/N]: ", even with -y (CLI-OUTPUT §5 items 3-4)');
    }
    const results = [...named('deleted-object'), ...named('object-not-found')].map(
      (line) => `${line.fields.resource}/${line.fields.objectName}, namespace: ${line.fields.namespaceOrEmpty}`,
    );
    if (complete && heading && [...results].sort().join('\n') !== [...rowsToDelete].sort().join('\n')) {
      at(
        heading,
        `each listed object gets one "Successfully deleted object …" line: table [${rowsToDelete.join('; ')}], deleted [${results.join('; ')}] (CLI-OUTPUT §5 item 5)`,
      );
    }
  }

  return problems;
}

const transcripts = findTranscripts();

test('transcripts are found', () => {
  const files = new Set(transcripts.map((transcript) => transcript.file));
  expect(files.size, 'every .txt transcript under examples/ and blog/').toBeGreaterThanOrEqual(5);
});

test('every format compiles and names its CLI-OUTPUT section', () => {
  const names = new Set<string>();
  for (const format of messageFormats) {
    expect(format.section, format.name).toMatch(/^(?:§\d|issue 12)/);
    expect(names.has(format.name), `${format.name} is unique`).toBe(false);
    names.add(format.name);
  }
  // The sheet's own literal lines match (CLI-OUTPUT §1, §2.3, §3.3, §3.4, §4, §5).
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
  for (const [name, line] of samples) {
    expect(messageFormats.find((format) => format.name === name)!.pattern.test(line), `${name}: ${line}`).toBe(true);
  }
});

for (const transcript of transcripts) {
  test(`${transcript.file}:${transcript.firstLine} matches CLI-OUTPUT line for line`, () => {
    const problems = checkTranscript(transcript);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
