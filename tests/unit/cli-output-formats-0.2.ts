/**
 * Every line Anemos 0.2 (release v0.2.1) prints, as one table of message formats taken from
 * `../shared/product/0.2/CLI-OUTPUT.md` (the 0.2 sheet). `transcripts.test.ts` compares each line of each terminal
 * transcript of the 0.2 docs (`versioned_docs/version-0.2/`, `versioned_examples/version-0.2/`) with this table.
 * Sections (§) are those of the 0.2 sheet; where it says "unchanged from CLI-OUTPUT §N", the format is the Next
 * sheet's and the comment says so.
 *
 * What changed since Next, in short: `apply` and `delete` print their tables, diffs and prompt through the logger,
 * so those lines carry the `[time] INFO: ` prefix and no blank lines surround them (§0); the lines after the first
 * of a multi-line log message (a diff) have no prefix; `apply` prints a provision plan, a line per group applied and
 * the waits (§3.1); `--version` prints the bare version (§8.1).
 */
import {
  allCommands,
  type CliOutputFormats,
  log,
  type MessageFormat,
  plain,
  type StepDescription,
  stepCheck,
  type Subcommand,
  transcriptLines,
} from './cli-output-formats-shared';

/**
 * Steps and their descriptions (§2.2). A build that only adds documents prints the eight steps of the six default
 * components; a step number shared by several components prints the description of the last one registered, which is
 * why '6,1' reads "Collect Namespaces" unless a script adds `sortFields` or `collectCRDs` again.
 */
export const builtInSteps: readonly StepDescription[] = [
  { step: '1', description: 'Populate Kubernetes resources' },
  { step: '2', description: 'Sanitize' },
  { step: '5', description: 'Generate resources' },
  { step: '5,1', description: 'Generate based on other resources' },
  { step: '6', description: 'Modify' },
  { step: '6,1', description: 'Collect Namespaces' },
  { step: '6,1', description: 'Collect CRDs' },
  { step: '6,1', description: 'Sort Fields' },
  { step: '7', description: 'Specify provisioner dependencies' },
  { step: '7,1', description: 'Provision CRDs before all' },
  { step: '7,2', description: 'Provision Namespaces before all' },
  { step: '99,-1', description: 'Delete outputs' },
  { step: '99', description: 'Output' },
  { step: '100', description: 'Apply' },
];

/** The release the 0.2 docs describe (§8.1). */
export const releaseVersion = '0.2.1';

const building: readonly Subcommand[] = ['build', 'apply'];

/** A table row or block line: a log line that stays in the region its heading opened. */
const inside = (region: 'diff' | 'summary' | 'delete' | 'plan') => ({ regions: [region], starts: null });

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
    '§2.1 item 5.2, §3.3',
    'WARN',
    'Using Kubernetes version <version> greater than 1.33.0, Anemos may not support all resources. Using 1.33.0 resources as a base.',
    building,
    {
      check: ({ version }) => {
        const [major, minor] = version.split('.').map(Number);
        return major === 1 && minor > 33
          ? undefined
          : `the warning is printed only for Kubernetes 1.34 or newer, not ${version}`;
      },
    },
  ),
  log('step', '§2.1 item 5.3, §2.2', 'INFO', "Applying actions for step: '<step>' - <description>", building, {
    check: stepCheck(builtInSteps),
  }),
  log(
    'helm-generating',
    '§2.1 item 5.3, §2.5',
    'INFO',
    'Generating documents using Helm, chart: <chart name>, version: <chart version>',
    building,
  ),
  log('writing-documents', '§2.1 item 5.3, §2.3', 'INFO', 'Writing documents to <abs path>/manifests', ['build']),
  log('debug-writing-document', '§1, §2.3', 'DEBUG', 'Writing document <document path>', ['build']),
  log('debug-apply-order', '§1', 'DEBUG', 'Document apply order:', building),
  log('debug-apply-order-path', '§1', 'DEBUG', '  <document path>', building),
  log('debug-tsc-time', '§1', 'DEBUG', 'tsc execution time: <duration>', ['build']),
  log('debug-bun-extracted', '§1', 'DEBUG', 'bun executable already extracted to <abs path>', allCommands),
  log(
    'debug-default-version',
    '§1',
    'DEBUG',
    'Using Kubernetes 1.33.0 resources as base since version is not specified.',
    building,
  ),

  // §3: `anemos apply` and `anemos build --apply`
  log('downloaded-package', '§3.3 (CLI-OUTPUT §3.2)', 'INFO', 'Downloaded package <package>', ['apply']),
  log('provision-plan', '§3.1 item 1', 'INFO', 'Provision plan:', building, { starts: 'plan' }),
  log('plan-entry', '§3.1 item 1, §3.2', 'INFO', '  <plan type> -> <name>', building, inside('plan')),
  log('no-documents', '§3.1 item 2', 'INFO', 'No documents to apply in document group: <group path>', building),
  // The empty log line before each group: the prefix and its trailing space, nothing else (§3.1 item 2, §3.4).
  log('empty-log-line', '§3.1 item 2, §3.4', 'INFO', '', building),
  log('apply-group', '§3.1 item 2', 'INFO', 'Applying document group: <name>', building),
  log('no-changes-object', '§3.1 item 2', 'INFO', 'No changes for <resource>/<object name>', building),
  log('no-changes-group', '§3.1 item 2', 'INFO', 'No changes to apply for document group <name>', building),
  log('changes-heading', '§3.1 item 2', 'INFO', 'Changes to be applied:', building, { starts: 'diff' }),
  log('diff-object', '§3.1 item 2, §3.5', 'INFO', '<resource>/<object name>:', building, inside('diff')),
  // The diff lines follow their log record without a prefix (§0, §3.1 "Diff text", unchanged from CLI-OUTPUT §3.1).
  plain('diff-skipped', '§3.1 "Diff text", §3.5', '  ...', building, ['diff']),
  plain('diff-line', '§3.1 "Diff text", §3.5', '  <yaml line>', building, ['diff']),
  log('summary-heading', '§3.1 item 2', 'INFO', 'Summary of changes:', building, {
    regions: ['output', 'diff'],
    starts: 'summary',
  }),
  log('summary-header', '§3.1 item 2', 'INFO', 'OP  NAMESPACE<gap>RESOURCE', building, inside('summary')),
  log(
    'summary-row',
    '§3.1 item 2',
    'INFO',
    '<op>   <namespace><gap><resource>/<object name>',
    building,
    inside('summary'),
  ),
  log('summary-row-cluster-scoped', '§3.1 item 2', 'INFO', '<op><gap><resource>/<object name>', building, {
    ...inside('summary'),
  }),
  log('prompt', '§3.1 item 2, §5 item 3', 'INFO', 'Apply these changes? [y/N]: <answer>', [...building, 'delete'], {
    regions: ['summary', 'delete', 'output'],
  }),
  log('group-applied', '§3.1 item 2', 'INFO', 'Successfully applied document group: <name>', building),
  log(
    'resource-ready',
    '§3.1 item 3',
    'INFO',
    'Resource <kind>/<object name> is in desired state: <message>',
    building,
  ),
  log(
    'resource-waiting',
    '§3.1 item 3',
    'INFO',
    'Waiting for resource <kind>/<object name>, expected=Current, actual=<status>: <message>',
    building,
  ),
  log('applied', '§3.1 item 4', 'INFO', 'Successfully applied Kubernetes manifests', building),

  // §4: `anemos list`, a raw table as in CLI-OUTPUT §4; the empty case is a log line
  plain('list-header', '§4 (CLI-OUTPUT §4)', 'NAME<gap>CREATED AT', ['list'], ['output'], 'list'),
  plain('list-separator', '§4 (CLI-OUTPUT §4)', '----<gap>----------', ['list'], ['list']),
  plain('list-row', '§4 (CLI-OUTPUT §4)', '<name><gap><date time>', ['list'], ['list']),
  log('list-empty', '§4', 'INFO', 'No apply sets found.', ['list']),

  // §5: `anemos delete`
  log('delete-heading', '§5 item 2', 'INFO', 'Deleting objects for apply set <name>:', ['delete'], {
    starts: 'delete',
  }),
  log('delete-header', '§5 item 2', 'INFO', 'NAMESPACE<gap>RESOURCE<gap>NAME', ['delete'], inside('delete')),
  log('delete-row', '§5 item 2', 'INFO', '<namespace><gap><resource><gap><object name>', ['delete'], inside('delete')),
  log('delete-row-cluster-scoped', '§5 item 2', 'INFO', '<gap><resource><gap><object name>', ['delete'], {
    ...inside('delete'),
  }),
  log('delete-empty', '§5 item 2', 'INFO', 'No objects to delete. Will delete the apply set parent only.', ['delete']),
  log(
    'deleted-object',
    '§5 item 4',
    'INFO',
    'Successfully deleted object <resource>/<object name>, namespace: <namespace or empty>',
    ['delete'],
  ),
  log(
    'object-not-found',
    '§5 item 4',
    'WARN',
    'Object not found, skipping deletion: <resource>/<object name>, namespace: <namespace or empty>',
    ['delete'],
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
  log('bun-failure', '§7 (CLI-OUTPUT §7)', 'ERROR', '<bun action> failed with exit code <n>', [
    'new',
    'package',
    'build',
  ]),
  // No newline after the version: a transcript shows it alone on its line, or with the next prompt's `$` (§8.1).
  {
    ...plain('version', '§8.1', '<cli version><next prompt>', ['version'], ['output']),
    check: ({ cliVersion }) =>
      cliVersion === releaseVersion ? undefined : `v${releaseVersion} prints ${releaseVersion}, not ${cliVersion}`,
  },

  // §9: single-line errors a reader is likely to hit
  log(
    'error-script-not-found',
    '§9.1',
    'ERROR',
    'failed to read file: <abs path>, open <abs path>: no such file or directory',
    ['build'],
    {
      check: ({ absPath, absPath2 }) =>
        absPath === absPath2 ? undefined : `the message names the same path twice, not ${absPath} and ${absPath2}`,
    },
  ),
  log('error-apply-group', '§9.3', 'ERROR', "failed to apply document group '<name>': <apply failure>", building),
  log(
    'error-wait-timeout',
    '§9.3',
    'ERROR',
    'failed to wait for Kubernetes manifests: timed out waiting for resources to reach desired state after 5m0s',
    building,
  ),
  log(
    'error-apply-set-not-found',
    '§5 item 1, §9.5 (CLI-OUTPUT §9.5)',
    'ERROR',
    'apply set <name>.anemos.sh is not found in namespace <namespace>',
    ['delete'],
  ),
  log('error-delete-aborted', '§5 item 3', 'ERROR', 'aborting delete operation due to user confirmation', ['delete']),
  log('error-delete-no-input', '§5 item 3, §9.5', 'ERROR', 'no input received', ['delete']),

  ...transcriptLines,
];

/** Flags of each subcommand (§8.3, FACTS 0.2 §3); `true` when the flag takes a value. */
export const subcommandFlags: CliOutputFormats['subcommandFlags'] = {
  new: { '-l': true, '--language': true, '-p': true, '--project-type': true },
  declarations: {},
  build: { '--tsc': true, '--apply': false, '-y': false, '--yes': false },
  apply: {
    '--namespace': true,
    '-y': false,
    '--yes': false,
    '--force-conflicts': false,
    '-d': true,
    '--document-groups': true,
    '-f': true,
    '--options-file': true,
    '--distribution': true,
    '--environment-type': true,
  },
  delete: { '--namespace': true, '-y': false, '--yes': false, '-t': true, '--timeout': true },
  list: { '--namespace': true },
};

/** Flags a transcript must not show, because the page would then claim they work. */
export const unsupportedFlags: CliOutputFormats['unsupportedFlags'] = {
  apply: { '--namespace': '`anemos apply --namespace` has no effect at v0.2.1 (§3.3, §10)' },
  delete: {
    '-t': '`anemos delete --timeout` is parsed but never used at v0.2.1 (§5)',
    '--timeout': '`anemos delete --timeout` is parsed but never used at v0.2.1 (§5)',
  },
};

/** The 0.2 table, as `transcripts.test.ts` reads it. */
export const formats02: CliOutputFormats = {
  sheet: '../shared/product/0.2/CLI-OUTPUT.md',
  messageFormats,
  builtInSteps,
  // §2.2: the six default components always act at these steps; `anemos apply` removes them (§3.3).
  requiredSteps: { build: ['2', '6,1', '7', '7,1', '7,2', '99,-1', '99'], apply: ['2', '100'] },
  // §2.1 item 5.3: step 100 "only with `--apply` or a script-added `builder.apply()`".
  scriptsMayApply: true,
  subcommandFlags,
  unsupportedFlags,
};
