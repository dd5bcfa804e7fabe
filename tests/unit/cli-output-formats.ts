/**
 * Every line Anemos prints at the "Next" snapshot (73d3b32), as one table of message formats taken from
 * `../shared/product/CLI-OUTPUT.md` (the sheet). `transcripts.test.ts` compares each line of each terminal transcript
 * of the Next docs, the blog and the home page with this table; the 0.2 docs have their own table in
 * `cli-output-formats-0.2.ts`. How a format is written and compiled: `cli-output-formats-shared.ts`.
 */
import {
  allCommands,
  type CliOutputFormats,
  log as logLine,
  type MessageFormat,
  plain,
  type StepDescription,
  stepCheck,
  type Subcommand,
  transcriptLines,
} from './cli-output-formats-shared';

/** Built-in steps and their descriptions (§2.2). Several actions sharing numbers share one line. */
export const builtInSteps: readonly StepDescription[] = [
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

const building: readonly Subcommand[] = ['build', 'apply'];
const applying: readonly Subcommand[] = ['build', 'apply'];

/** At this snapshot every log line may follow any region and ends it. */
function log(
  name: string,
  section: string,
  level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR',
  message: string,
  commands: readonly Subcommand[],
  check?: MessageFormat['check'],
): MessageFormat {
  return logLine(name, section, level, message, commands, { check });
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
    stepCheck(builtInSteps),
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

  ...transcriptLines,
];

/** Flags of each subcommand (§8.3); `true` when the flag takes a value. `-v`, `--verbose`, `-h`, `--help` are global. */
export const subcommandFlags: CliOutputFormats['subcommandFlags'] = {
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
export const unsupportedFlags: CliOutputFormats['unsupportedFlags'] = {
  apply: { '--namespace': '`anemos apply --namespace` has no effect at this snapshot (§3.2, §10 item 5)' },
};

/** The Next table, as `transcripts.test.ts` reads it. */
export const nextFormats: CliOutputFormats = {
  sheet: '../shared/product/CLI-OUTPUT.md',
  messageFormats,
  builtInSteps,
  // §2.2: the two default components always act at '2', '99,-1' and '99'; `anemos apply` removes them (§3.2).
  requiredSteps: { build: ['2', '99,-1', '99'], apply: ['2', '100'] },
  // §2.1 item 5.3: step 100 "only with `--apply`".
  scriptsMayApply: false,
  subcommandFlags,
  unsupportedFlags,
};
