/**
 * What the format tables of every docs version share: the types, the placeholders and the compiler that turns a
 * sheet-style format into a regular expression. Each version's table is its own module, taken from its own sheet:
 * `cli-output-formats.ts` (Next, `../shared/product/CLI-OUTPUT.md`) and `cli-output-formats-0.2.ts` (0.2,
 * `../shared/product/0.2/CLI-OUTPUT.md`). `transcripts.test.ts` checks each transcript against its version's table.
 *
 * A format is written the way the sheet writes it: literal text, with `<placeholder>`s only where the sheet has a
 * placeholder (a `${key}` of a log template, a path, a name, a time). `compile` turns it into an anchored regular
 * expression; each placeholder becomes a named group (`<abs path>` → `absPath`) that the ordering rules read.
 * Colors are not part of the formats: the site shows plain text (sheet §1).
 */

/** The `anemos` subcommands (sheet §8.3); `version` stands for `anemos --version`. */
export type Subcommand = 'new' | 'declarations' | 'build' | 'package' | 'apply' | 'delete' | 'list' | 'version';

/**
 * Where in a command's output a line may appear. Every command starts in `output`. A heading line can open a
 * region (the changes block `diff`, the summary table `summary`, the delete table `delete`, the `list` table, the
 * provision plan `plan`) in which the lines of that block are recognized; a line that ends the block switches back
 * to `output`.
 */
export type Region = 'output' | 'diff' | 'summary' | 'delete' | 'list' | 'plan';

export interface MessageFormat {
  /** Short, stable name, used in failure messages and by the ordering rules. */
  name: string;
  /** The section of the version's CLI-OUTPUT sheet the format comes from. */
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

/** A step the sheet lists, with the description a build prints for it. */
export interface StepDescription {
  step: string;
  description: string;
}

/** Everything `transcripts.test.ts` needs to know about one version's CLI. */
export interface CliOutputFormats {
  /** The sheet the table is taken from, relative to the repository root. */
  sheet: string;
  messageFormats: readonly MessageFormat[];
  /** Built-in steps and their descriptions (sheet §2.2). Several actions sharing numbers share one line. */
  builtInSteps: readonly StepDescription[];
  /** The steps a complete transcript always shows, per command, when the script uses the default components. */
  requiredSteps: { build: readonly string[]; apply: readonly string[] };
  /** Whether a script's own `builder.apply()` may print step '100' without `--apply` (0.2 §2.1 item 5.3). */
  scriptsMayApply: boolean;
  /** Flags of each subcommand (sheet §8.3); `true` when the flag takes a value. `-v`, `-h` and their long forms are global. */
  subcommandFlags: Record<Exclude<Subcommand, 'package' | 'version'>, Record<string, boolean>>;
  /** Flags a transcript must not show, because the page would then claim they work. */
  unsupportedFlags: Partial<Record<Subcommand, Record<string, string>>>;
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
  // Lower-case plural API resource without its group (§3.1).
  resource: '[a-z0-9]+',
  // A Kind, as the 0.2 wait lines print it (`Deployment`, not `deployments`) (0.2 §3.1 item 3).
  kind: '[A-Z][A-Za-z0-9]*',
  // kstatus status names (0.2 §3.1 item 3).
  status: '(?:InProgress|Failed|Current|Terminating|NotFound|Unknown)',
  // kstatus messages: free text from the cluster (0.2 §3.1 item 3).
  message: '\\S.*',
  // The raw path of a document group, empty for the default group (0.2 §3.1 item 2).
  'group path': '[^\\s]*',
  // The provisioner type, padded to five characters (0.2 §3.1 item 1).
  'plan type': '(?:APPLY|WAIT )',
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
  // The next shell prompt, which 0.2's `--version` leaves on its line because it prints no newline (0.2 §8.1).
  'next prompt': '(?:\\$)?',
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
  // `Applying actions for step: '${step}' - ${description}`: checked against the version's built-in steps.
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

/** The check of the `step` line: the step must be one the sheet lists, with one of its descriptions. */
export function stepCheck(steps: readonly StepDescription[]): NonNullable<MessageFormat['check']> {
  return ({ step, description }) => {
    const known = steps.filter((entry) => entry.step === step);
    if (known.length === 0) {
      return `'${step}' is not a step of §2.2 (${steps.map((entry) => `'${entry.step}'`).join(', ')})`;
    }
    return known.some((entry) => entry.description === description)
      ? undefined
      : `step '${step}' is described as ${known.map((entry) => `"${entry.description}"`).join(' or ')}, not "${description}"`;
  };
}

export const anywhere: readonly Region[] = ['output', 'diff', 'summary', 'delete', 'list', 'plan'];
export const allCommands: readonly Subcommand[] = [
  'new',
  'declarations',
  'build',
  'package',
  'apply',
  'delete',
  'list',
  'version',
];

interface Placement {
  /** The regions the line may appear in; a log line may follow any region by default. */
  regions?: readonly Region[];
  /** The region that follows the line; a log line ends any region by default. Pass `null` to stay in the region. */
  starts?: Region | null;
  check?: MessageFormat['check'];
}

/** A log line: `[hh:mm:ss.mmm] LEVEL: message` (§1). */
export function log(
  name: string,
  section: string,
  level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR',
  message: string,
  commands: readonly Subcommand[],
  placement: Placement = {},
): MessageFormat {
  const form = `[<time>] ${level}: ${message}`;
  const { regions = anywhere, starts = 'output', check } = placement;
  return { name, section, form, pattern: compile(form), commands, regions, starts: starts ?? undefined, check };
}

/** A line printed with fmt.Print* (no timestamp), or a line of a multi-line log message after its first. */
export function plain(
  name: string,
  section: string,
  form: string,
  commands: readonly Subcommand[],
  regions: readonly Region[],
  starts?: Region,
): MessageFormat {
  return { name, section, form, pattern: compile(form), commands, regions, starts };
}

/** Lines every transcript may hold, whatever the version. */
export const transcriptLines: readonly MessageFormat[] = [
  plain('blank', 'issue 12 (blank lines where the tool prints them)', '', allCommands, anywhere),
  plain('abridged', 'issue 12 (a visible `…` line marks left-out output)', '…', allCommands, anywhere),
];

/** A log line as §1 describes it; used to find transcripts in pages, and to read a table row out of a log line. */
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
