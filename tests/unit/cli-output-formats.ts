/**
 * Every line Anemos prints, as one table of message formats taken from `../shared/product/CLI-OUTPUT.md` (the sheet).
 * `transcripts.test.ts` compares each line of each terminal transcript on the site with this table.
 *
 * A format is written the way the sheet writes it: literal text, with `<placeholder>`s only where the sheet has a
 * placeholder (a `${key}` of a log template, a path, a name, a time). `compile` turns it into an anchored regular
 * expression; each placeholder becomes a named group (`<abs path>` → `absPath`) that the ordering rules read.
 * Colors are not part of the formats: the site shows plain text (sheet §1).
 */

/** The `anemos` subcommands (sheet §8.3); `version` stands for `anemos --version`. */
export type Subcommand = 'new' | 'declarations' | 'build' | 'package' | 'apply' | 'delete' | 'list' | 'version';

/**
 * Where in a command's output a line may appear. Every command starts in `output`. The heading lines of the
 * changes block, the summary table and the delete table switch to `diff`, `summary` and `delete`; the `list`
 * header switches to `list`; every log line and the prompt switch back to `output`.
 */
export type Region = 'output' | 'diff' | 'summary' | 'delete' | 'list';

export interface MessageFormat {
  /** Short, stable name, used in failure messages and by the ordering rules. */
  name: string;
  /** The section of CLI-OUTPUT.md the format comes from. */
  section: string;
  /** The format as the sheet writes it. */
  form: string;
  pattern: RegExp;
  /** The subcommands that print it. */
  commands: readonly Subcommand[];
  /** The regions it may appear in. */
  regions: readonly Region[];
  /** The region that follows the line, when it starts one. */
  starts?: Region;
  /** Checks a placeholder value that a pattern cannot express; returns what is wrong, or nothing. */
  check?: (fields: Record<string, string>) => string | undefined;
}

const hostnameLike = '[a-z0-9](?:[-a-z0-9.]*[a-z0-9])?';

/** What each placeholder may stand for. */
export const placeholders: Record<string, string> = {
  // [15:04:05.000]: local time, 24-hour clock, milliseconds (§1).
  time: '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d\\.\\d{3}',
  // Absolute paths may differ from the sheet's; they never contain spaces on the site.
  'abs path': '/[^\\s]*',
  // `anemos declarations` prints the folder as typed (§8.2).
  'path as typed': '[^\\s]+',
  // A document group path = apply set name (§3.1); `default` for the empty-path group.
  name: hostnameLike,
  'object name': hostnameLike,
  'release name': hostnameLike,
  namespace: '[a-z0-9](?:[-a-z0-9]*[a-z0-9])?',
  'namespace or empty': '(?:[a-z0-9](?:[-a-z0-9]*[a-z0-9])?)?',
  // Lower-case plural API resource without its group (§3.1 item 2).
  resource: '[a-z0-9]+',
  // Kubernetes semver without a `v` (§2.1 item 5.2).
  version: '\\d+\\.\\d+\\.\\d+',
  // Chart as given to addHelmChart: a URL or a path (§2.1 item 4).
  chart: '[^\\s,]+',
  // Name and version from the chart's Chart.yaml (§2.1 item 5.3).
  'chart name': '[a-z0-9][-a-z0-9_.]*',
  'chart version': '[^\\s,]+',
  // A document path relative to output/manifests, `<group>/<path>` (§1, DEBUG lines).
  'document path': '[^\\s]+',
  // Go duration (§1, `tsc execution time`).
  duration: '(?:\\d+(?:\\.\\d+)?(?:h|m|s|ms|µs|us|ns))+',
  // The source given to `anemos apply` (§3.2).
  package: '[^\\s]+',
  // `CREATED AT`, Go layout 2006-01-02 15:04:05 (§4).
  'date time': '\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01]) (?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d',
  // The answer the user typed after the prompt, echoed by the terminal (§3.1 item 4, §3.3).
  answer: '[A-Za-z]*',
  // tabwriter padding: at least two spaces; transcripts.test.ts checks the exact widths (§3.1 item 4, §4, §5).
  gap: ' {2,}',
  op: '[AMD]',
  'project name': '[^\\s]+',
  language: '(?:javascript|typescript)',
  'project type': '(?:app|package)',
  // The CLI version (§8.1): release builds have no `v`, development builds print 0.0.0.
  'cli version': '\\d+\\.\\d+\\.\\d+',
  n: '\\d+',
  // A line of the sorted-key YAML of a live object (sigs.k8s.io/yaml, §3.1 "Diff text"): a mapping entry or a
  // sequence item, at an even indentation.
  'yaml line': '(?:  )*(?:- )*(?:(?:[A-Za-z0-9_./-]+|"[^"]*"|\'[^\']*\'):(?: \\S.*)?|(?<=- )\\S.*)',
  // What `anemos package`, `new` and `--tsc` report when Bun fails (§7).
  'bun action':
    '(?:Running script|Installing dependencies|Adding dependencies|Updating dependencies|Removing dependencies|' +
    'Packaging application|Publishing application|Logging in to the package registry|Managing NPM configuration|' +
    'Linking dependencies|Unlinking dependencies|Initialize packages|TypeScript compilation)',
  'apply failure': '(?:aborting apply operation due to user confirmation|no input received)',
  // `Applying actions for step: '${step}' - ${description}`: checked against builtInSteps below.
  step: '-?\\d+(?:,-?\\d+)*',
  description: '[A-Z][A-Za-z ]*',
};

function groupName(placeholder: string): string {
  return placeholder.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** Turns a sheet-style format into an anchored regular expression with one named group per placeholder. */
export function compile(form: string): RegExp {
  const used = new Map<string, number>();
  let source = '';
  let rest = form;
  const placeholder = /<([a-z][a-z ]*)>/;
  for (let match = placeholder.exec(rest); match; match = placeholder.exec(rest)) {
    source += escape(rest.slice(0, match.index));
    const key = match[1];
    const fragment = placeholders[key];
    if (fragment === undefined) {
      throw new Error(`unknown placeholder <${key}> in "${form}"`);
    }
    const count = (used.get(key) ?? 0) + 1;
    used.set(key, count);
    source += `(?<${groupName(key)}${count > 1 ? count : ''}>${fragment})`;
    rest = rest.slice(match.index + match[0].length);
  }
  return new RegExp(`^${source}${escape(rest)}$`, 'u');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Built-in steps and their descriptions (§2.2). Several actions sharing numbers share one line. */
export const builtInSteps: readonly { step: string; description: string }[] = [
  { step: '1', description: 'Populate Kubernetes resources' },
  { step: '2', description: 'Sanitize' },
  { step: '5', description: 'Generate resources' },
  { step: '5,1', description: 'Generate based on other resources' },
  { step: '6', description: 'Modify' },
  { step: '6,1', description: 'Collect CRDs' },
  { step: '6,1', description: 'Collect namespaces' },
  { step: '99,-1', description: 'Delete outputs' },
  { step: '99', description: 'Output' },
  { step: '100', description: 'Apply' },
];

/** Compares two steps number by number; a missing position counts as 0 (FACTS §5, sheet §2.2). */
export function compareSteps(a: string, b: string): number {
  const left = a.split(',').map(Number);
  const right = b.split(',').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

const anywhere: readonly Region[] = ['output', 'diff', 'summary', 'delete', 'list'];
const building: readonly Subcommand[] = ['build', 'apply'];
const applying: readonly Subcommand[] = ['build', 'apply'];
const allCommands: readonly Subcommand[] = [
  'new',
  'declarations',
  'build',
  'package',
  'apply',
  'delete',
  'list',
  'version',
];

/** A log line: `[hh:mm:ss.mmm] LEVEL: message` (§1). Log lines may follow any region and end it. */
function log(
  name: string,
  section: string,
  level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR',
  message: string,
  commands: readonly Subcommand[],
  check?: MessageFormat['check'],
): MessageFormat {
  const form = `[<time>] ${level}: ${message}`;
  return { name, section, form, pattern: compile(form), commands, regions: anywhere, starts: 'output', check };
}

/** A line printed with fmt.Print* (no timestamp). */
function plain(
  name: string,
  section: string,
  form: string,
  commands: readonly Subcommand[],
  regions: readonly Region[],
  starts?: Region,
): MessageFormat {
  return { name, section, form, pattern: compile(form), commands, regions, starts };
}

/** A line that shows one of the sheet's lines verbatim, or the `<answer>` of the prompt. */
export const messageFormats: readonly MessageFormat[] = [
  // §1 and §2: logging and `anemos build`
  log('type-declarations', '§2.1 item 2, §6.1, §7', 'INFO', 'Writing type declarations to <abs path>', [
    'build',
    'new',
    'package',
  ]),
  log('type-declarations-as-typed', '§8.2', 'INFO', 'Writing type declarations to <path as typed>', ['declarations']),
  log('tsc', '§2.1 item 3, §2.4', 'INFO', 'Running tsc with Bun to compile <abs path>', ['build']),
  log('helm-chart-added', '§2.1 item 4', 'INFO', 'Adding Helm chart: <chart>, release name: <release name>', building),
  log('build-start', '§2.1 item 5.1', 'INFO', 'Starting to build documents', building),
  log(
    'version-warning',
    '§2.1 item 5.2, §3.2',
    'WARN',
    'Using Kubernetes version <version> greater than 1.31, Anemos may not support all resources. Using 1.31 resources as a base.',
    building,
    ({ version }) => {
      const [major, minor] = version.split('.').map(Number);
      return major === 1 && minor < 32
        ? `the warning is printed only for Kubernetes 1.32 or newer, not ${version}`
        : undefined;
    },
  ),
  log(
    'step',
    '§2.1 item 5.3, §2.2',
    'INFO',
    "Applying actions for step: '<step>' - <description>",
    building,
    ({ step, description }) => {
      const known = builtInSteps.filter((entry) => entry.step === step);
      if (known.length === 0) {
        return `'${step}' is not a step of §2.2 (${builtInSteps.map((entry) => `'${entry.step}'`).join(', ')})`;
      }
      return known.some((entry) => entry.description === description)
        ? undefined
        : `step '${step}' is described as ${known.map((entry) => `"${entry.description}"`).join(' or ')}, not "${description}"`;
    },
  ),
  log(
    'helm-generating',
    '§2.1 item 5.3',
    'INFO',
    'Generating documents using Helm, chart: <chart name>, version: <chart version>',
    building,
  ),
  log('writing-documents', '§2.1 item 5.3, §2.3', 'INFO', 'Writing documents to <abs path>/manifests', ['build']),
  log('debug-writing-document', '§1, §2.3', 'DEBUG', 'Writing document <document path>', ['build']),
  log('debug-moving-document', '§1', 'DEBUG', 'Moving document <document path> to <document path>', building),
  log('debug-tsc-time', '§1', 'DEBUG', 'tsc execution time: <duration>', ['build']),
  log('debug-bun-extracted', '§1', 'DEBUG', 'bun executable already extracted to <abs path>', allCommands),

  // §3: `anemos apply` and `anemos build --apply`
  log('downloaded-package', '§3.2', 'INFO', 'Downloaded package <package>', ['apply']),
  log('apply-group', '§3.1 item 1', 'INFO', 'Applying document group: <name>', applying),
  plain('no-changes-object', '§3.1 item 2', 'No changes for <resource>/<object name>', applying, ['output']),
  log('no-changes-group', '§3.1 item 3', 'INFO', 'No changes to apply for document group <name>', applying),
  plain('changes-heading', '§3.1 item 4', 'Changes to be applied:', applying, ['output'], 'diff'),
  plain('diff-object', '§3.1 item 4', '<resource>/<object name>:', applying, ['diff']),
  plain('diff-skipped', '§3.1 "Diff text", §3.4', '  ...', applying, ['diff']),
  plain('diff-line', '§3.1 "Diff text", §3.4', '  <yaml line>', applying, ['diff']),
  plain('summary-heading', '§3.1 item 4', 'Summary of changes:', applying, ['output', 'diff'], 'summary'),
  plain('summary-header', '§3.1 item 4', 'OP  NAMESPACE<gap>RESOURCE', applying, ['summary']),
  plain('summary-row', '§3.1 item 4', '<op>   <namespace><gap><resource>/<object name>', applying, ['summary']),
  plain('summary-row-cluster-scoped', '§3.1 item 4', '<op><gap><resource>/<object name>', applying, ['summary']),
  {
    ...plain(
      'prompt',
      '§3.1 item 4, §3.3, §5 item 3',
      'Apply these changes? [y/N]: <answer>',
      [...applying, 'delete'],
      ['summary', 'delete'],
    ),
    starts: 'output',
  },
  log('applied', '§3.1 item 5', 'INFO', 'Successfully applied Kubernetes manifests', applying),

  // §4: `anemos list`
  plain('list-header', '§4', 'NAME<gap>CREATED AT', ['list'], ['output'], 'list'),
  plain('list-separator', '§4', '----<gap>----------', ['list'], ['list']),
  plain('list-row', '§4', '<name><gap><date time>', ['list'], ['list']),
  plain('list-empty', '§4', 'No apply sets found.', ['list'], ['output']),

  // §5: `anemos delete`
  plain('delete-heading', '§5 item 2', 'Deleting objects for apply set <name>:', ['delete'], ['output'], 'delete'),
  plain('delete-header', '§5 item 2', 'NAMESPACE<gap>RESOURCE<gap>NAME', ['delete'], ['delete']),
  plain('delete-row', '§5 item 2', '<namespace><gap><resource><gap><object name>', ['delete'], ['delete']),
  plain('delete-row-cluster-scoped', '§5 item 2', '<gap><resource><gap><object name>', ['delete'], ['delete']),
  plain(
    'delete-empty',
    '§5 item 2',
    'No objects to delete. Will delete the apply set parent only.',
    ['delete'],
    ['output'],
    'delete',
  ),
  plain(
    'deleted-object',
    '§5 item 5',
    'Successfully deleted object <resource>/<object name>, namespace: <namespace or empty>',
    ['delete'],
    ['output'],
  ),
  plain(
    'object-not-found',
    '§5 item 5',
    'Object not found, skipping deletion: <resource>/<object name>, namespace: <namespace or empty>',
    ['delete'],
    ['output'],
  ),

  // §6, §7, §8: `anemos new`, `anemos package`, `--version`
  log(
    'new-project',
    '§6.1',
    'INFO',
    'Creating new project <project name> in <abs path> with language <language> and project type <project type>',
    ['new'],
  ),
  log('initializing-packages', '§6.1', 'INFO', 'Initializing packages in <abs path>', ['new']),
  log('bun-failure', '§7', 'ERROR', '<bun action> failed with exit code <n>', ['new', 'package', 'build']),
  plain('version', '§8.1', 'anemos version <cli version>', ['version'], ['output']),

  // §9: single-line errors a reader is likely to hit
  log(
    'error-script-not-found',
    '§9.1',
    'ERROR',
    'failed to resolve file path symlinks, lstat <abs path>: no such file or directory',
    ['build'],
  ),
  log('error-apply-group', '§9.3', 'ERROR', "failed to apply document group '<name>': <apply failure>", ['build']),
  log(
    'error-apply-set-not-found',
    '§9.5',
    'ERROR',
    'apply set <name>.anemos.sh is not found in namespace <namespace>',
    ['delete'],
  ),
  log('error-delete-aborted', '§5 item 4', 'ERROR', 'aborting delete operation due to user confirmation', ['delete']),
  log('error-delete-no-input', '§5 item 4', 'ERROR', 'failed to confirm changes: no input received', ['delete']),

  // Lines every transcript may hold
  plain('blank', 'issue 12 (blank lines where the tool prints them)', '', allCommands, [
    'output',
    'diff',
    'summary',
    'delete',
    'list',
  ]),
  plain('abridged', 'issue 12 (a visible `…` line marks left-out output)', '…', allCommands, [
    'output',
    'diff',
    'summary',
    'delete',
    'list',
  ]),
];

/** A log line as §1 describes it; used to find transcripts in pages. */
export const logLinePattern = /^\[\d{2}:\d{2}:\d{2}\.\d{3}\] (?:DEBUG|INFO|WARN|ERROR): /;

/**
 * The command line that opens each transcript and each further command in it (issue 12). For `anemos`, the test
 * checks the subcommand, the flags (`subcommandFlags`) and the number of arguments of §8.3; a trailing `<<EOF`
 * heredoc is the input that follows, up to the `EOF` line.
 */
export const commandLine = {
  name: 'command-line',
  section: 'issue 12, §8.3',
  form: '$ anemos <subcommand> <flags and arguments>',
  pattern: /^\$ (?<command>\S.*)$/,
  anemos: /^\$ anemos(?:\s|$)/,
} as const;

/** Flags of each subcommand (§8.3); `true` when the flag takes a value. `-v`, `--verbose`, `-h`, `--help` are global. */
export const subcommandFlags: Record<Exclude<Subcommand, 'package' | 'version'>, Record<string, boolean>> = {
  new: { '-l': true, '--language': true, '-p': true, '--project-type': true },
  declarations: {},
  build: { '--tsc': true, '--apply': false, '-y': false, '--yes': false },
  apply: {
    '--namespace': true,
    '-y': false,
    '--yes': false,
    '-f': true,
    '--options-file': true,
    '--distribution': true,
    '--environment-type': true,
  },
  delete: { '--namespace': true, '-y': false, '--yes': false },
  list: { '--namespace': true },
};

/** Flags a transcript must not show, because the page would then claim they work. */
export const unsupportedFlags: Partial<Record<Subcommand, Record<string, string>>> = {
  apply: { '--namespace': '`anemos apply --namespace` has no effect at this snapshot (§3.2, §10 item 5)' },
};
