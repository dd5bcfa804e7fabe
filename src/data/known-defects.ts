import { releases } from './releases';

/**
 * The known defects of each release and of the Next snapshot, written once: the "Known defects" section of each
 * release's notes (`changelog/`) and the troubleshooting page of each docs version render them with
 * `src/components/KnownDefects`, so the two cannot drift apart.
 *
 * What goes where:
 * - `releases`: every release whose tag has the defect, oldest first, with no gap. The release that fixed it is the
 *   one after the last of them; a defect of the newest release is fixed in none. `inNext`: whether commit 73d3b32,
 *   which the Next docs describe, has it (a defect only Next has lists no release and was fixed in the first).
 * - `summary`: what a reader notices, in one or two sentences; `inRelease` replaces it in the notes of a release where
 *   it showed differently. Code goes in backticks.
 * - `workaround`: what to do about it, on the release that has it.
 * - `entry`: the anchor of the troubleshooting entry, on the page of each docs version that has one, whose heading
 *   quotes what the defect makes Anemos print. A defect that prints nothing has no entry; its item in the page's
 *   "Known defects" list (`#defect-<id>`) is then the place its notes link.
 * - `evidence`: the lines of the tool's source that show it, as `<tag or commit>:<path>:<line>`.
 *
 * Every release, v0.1.0 included, links the 0.2 troubleshooting page, which lists the defects of all releases: no
 * docs version describes v0.1.0, and 0.2 is the version readers land on. The Next page lists the defects of 73d3b32.
 * `tests/content/troubleshooting.test.ts` checks that every entry exists on its page.
 */

export type ReleaseTag = (typeof releases)[number]['tag'];

/** The docs versions, each with a troubleshooting page. */
export type DocsVersionName = 'Next' | '0.2';

export const troubleshootingPage: Record<DocsVersionName, string> = {
  Next: '/docs/reference/troubleshooting/',
  '0.2': '/docs/0.2/reference/troubleshooting/',
};

export interface KnownDefect {
  readonly id: string;
  readonly releases: readonly ReleaseTag[];
  readonly inNext: boolean;
  readonly summary: string;
  readonly inRelease?: Partial<Record<ReleaseTag, string>>;
  readonly workaround: string;
  readonly entry: Partial<Record<DocsVersionName, string>>;
  readonly evidence: readonly string[];
}

export const knownDefects: readonly KnownDefect[] = [
  {
    id: 'kubernetes-1-34',
    releases: ['v0.1.0', 'v0.2.0', 'v0.2.1'],
    inNext: false,
    summary:
      'Kubernetes 1.34 and newer: a build that targets 1.34 or later stops with an error, and so does ' +
      '`anemos apply <package>` against a cluster that runs 1.34 or later, since it builds for the version of the ' +
      'cluster.',
    workaround:
      'Target 1.26 to 1.33. A builder created without a version targets 1.33, and `anemos build --apply` with it ' +
      'applies to a newer cluster all the same. For a package, require it in a script of your own, call its `add` ' +
      'function with such a builder and run `anemos build --apply` instead of `anemos apply`.',
    entry: { '0.2': 'kubernetes-1-34' },
    evidence: [
      'v0.2.1:pkg/core/kubernetes_resource_info.go:122-128',
      'v0.2.1:pkg/cmd/apply.go:331',
      'v0.2.1:pkg/cmd/templates/applyJsFile.js:12',
      'v0.2.0:pkg/core/kubernetes_resource_info.go:122-128',
      'v0.1.0:pkg/core/kubernetes_resource_info.go:122-128',
    ],
  },
  {
    id: 'new-project-first-build',
    releases: ['v0.1.0', 'v0.2.0'],
    inNext: false,
    summary:
      'A project created by `anemos new` fails on its first build: its template calls an API the release removed.',
    inRelease: {
      'v0.1.0':
        'A new app project from `anemos new` fails on its first build: its template still passes two arguments ' +
        'to `builder.addDocument`, a form this release removed.',
      'v0.2.0':
        'Every project created by `anemos new` fails on its first build: the app templates read the removed enums, ' +
        'and the templates pass a path and the YAML text as two arguments.',
    },
    workaround: 'Install v0.2.1, whose templates build on the first run, or rewrite the generated calls.',
    entry: { '0.2': 'no-overload' },
    evidence: [
      'v0.1.0:pkg/cmd/templates/javascript/app/index.js:5',
      'v0.2.0:pkg/cmd/templates/javascript/app/index.js:3-5',
      'v0.2.0:pkg/cmd/templates/javascript/package/lib/component.js:34-35',
      'v0.2.1:pkg/cmd/templates/javascript/app/index.js:3',
    ],
  },
  {
    id: 'typed-api-version',
    releases: ['v0.1.0'],
    inNext: false,
    summary:
      'Typed classes write `apiVersion` without its group, such as `v1` for a Deployment, so the cluster does not ' +
      'know the kind.',
    workaround: 'Write such documents as YAML text or objects with the full `apiVersion`, or install v0.2.1.',
    entry: { '0.2': 'kind-not-found' },
    evidence: ['v0.1.0:pkg/k8s/apps/v1/deployment.go:33'],
  },
  {
    id: 'referenced-namespace-duplicate',
    releases: ['v0.1.0'],
    inNext: false,
    summary: '`createReferencedNamespaces` also adds a Namespace that the build already defines.',
    workaround: 'Leave the component out of a build that defines its Namespaces, or install v0.2.1.',
    entry: {},
    evidence: ['v0.1.0:pkg/components/createreferencednamespaces/component.go:53-84'],
  },
  {
    id: 'apply-namespace-no-effect',
    releases: ['v0.1.0', 'v0.2.0', 'v0.2.1'],
    inNext: true,
    summary:
      '`anemos apply --namespace` is accepted but has no effect: objects without a namespace go to the namespace ' +
      'of the kubeconfig context.',
    workaround: 'Set `metadata.namespace` in the documents, or switch the namespace of the context before applying.',
    entry: { '0.2': 'apply-namespace-flag', Next: 'apply-namespace-flag' },
    evidence: [
      'v0.2.1:pkg/cmd/templates/applyJsFile.js:27',
      'v0.2.1:pkg/components/apply/options.go:7-12',
      'v0.2.0:pkg/components/apply/options.go:7-12',
      'v0.1.0:pkg/components/apply/options.go:7-12',
      '73d3b32:pkg/components/apply/options.go:5-10',
    ],
  },
  {
    id: 'delete-timeout-no-effect',
    releases: ['v0.1.0', 'v0.2.0', 'v0.2.1'],
    inNext: false,
    summary: '`anemos delete --timeout` is checked for a valid duration and then not used.',
    workaround: 'Leave it out: `anemos delete` returns without waiting until the objects are gone.',
    entry: { '0.2': 'delete-timeout-flag' },
    evidence: [
      'v0.2.1:pkg/cmd/delete.go:47-50',
      'v0.2.1:pkg/cmd/delete.go:76',
      'v0.2.0:pkg/cmd/delete.go:34',
      'v0.1.0:pkg/cmd/delete.go:34',
    ],
  },
  {
    id: 'second-builder',
    releases: ['v0.2.0'],
    inNext: false,
    summary: 'A second `new anemos.Builder()` in one script fails.',
    workaround: 'Create one builder per script, or install v0.2.1.',
    entry: { '0.2': 'builder-defaults' },
    evidence: ['v0.2.0:pkg/core/builder.go:345', 'v0.2.0:pkg/core/builder.go:367-369'],
  },
  {
    id: 'yaml-values-as-strings',
    releases: ['v0.2.0'],
    inNext: false,
    summary: 'YAML `null` values, and hexadecimal, octal and binary integers, `0644` included, are read as strings.',
    workaround: 'Set such fields from JavaScript after parsing, or install v0.2.1.',
    entry: {},
    evidence: ['v0.2.0:pkg/core/parsing.go:136-161'],
  },
  {
    id: 'require-anemos-prefix',
    releases: ['v0.2.0'],
    inNext: false,
    summary:
      'Requiring a package whose name begins with `@ohayocorp/anemos`, such as `@ohayocorp/anemos-hello-world`, ' +
      'loads the library built into Anemos instead.',
    workaround: 'Apply such a package with `anemos apply`, which loads it under another name, or install v0.2.1.',
    entry: {},
    evidence: ['v0.2.0:pkg/js/js_runtime.go:96-101', 'v0.2.0:pkg/cmd/templates/applyJsFile.js:5'],
  },
  {
    id: 'provisioner-dependencies-no-op',
    releases: ['v0.2.0', 'v0.2.1'],
    inNext: false,
    summary:
      'The default component `setDefaultProvisionerDependencies`, meant to apply a group after the group that ' +
      'defines its Namespace or CRD, has no effect: it reads the `group` of a document, which is undefined at run ' +
      'time.',
    inRelease: {
      'v0.2.0':
        'CRDs and Namespaces are not applied before the groups that use them: `setDefaultProvisionerDependencies`, ' +
        'the default component meant to order them, has no effect, and collectCRDs and collectNamespaces are not ' +
        'default yet. v0.2.1 makes those two default, so that a build applies the CRDs and Namespaces it collects ' +
        'first.',
      'v0.2.1':
        '`setDefaultProvisionerDependencies`, the default component meant to apply a group after the group that ' +
        'defines its Namespace or CRD, has no effect. In a build, the default collectCRDs and collectNamespaces ' +
        'still apply CRDs and Namespaces first; `anemos apply <package>` removes the default components and orders ' +
        'neither.',
    },
    workaround:
      'In a build, keep collectCRDs and collectNamespaces, which v0.2.1 adds by default. In a package for ' +
      '`anemos apply`, order the groups yourself with `provisionAfter`.',
    entry: { '0.2': 'namespace-not-found' },
    evidence: [
      'v0.2.1:pkg/jslib/components/setDefaultProvisionerDependencies.ts:55-56',
      'v0.2.1:pkg/core/builder.go:364-366',
      'v0.2.1:pkg/cmd/templates/applyJsFile.js:14-17',
      'v0.2.0:pkg/jslib/components/setDefaultProvisionerDependencies.ts:55-56',
    ],
  },
  {
    id: 'workload-selector-jobs',
    releases: ['v0.2.0'],
    inNext: false,
    summary: '`LabelNode.workloadSelector` writes a selector into Jobs, which the cluster refuses.',
    workaround: 'Install v0.2.1, which leaves Jobs out.',
    entry: {},
    evidence: ['v0.2.0:pkg/jslib/documentExtensions/labels.ts:113-119'],
  },
  {
    id: 'document-groups-null',
    releases: ['v0.2.0'],
    inNext: false,
    summary:
      '`context.getDocumentGroups(component)` returns `null`, not an empty array, for a component that added no group.',
    workaround: 'Check for `null` before you loop over the result, or install v0.2.1.',
    entry: {},
    evidence: ['v0.2.0:pkg/core/build_context.go:176'],
  },
  {
    id: 'missing-global-declarations',
    releases: ['v0.2.0'],
    inNext: false,
    summary:
      'The type declarations lack `console`, `process` and `require`, so TypeScript reports `process.env` as an error.',
    workaround: 'Declare them in the project, or install v0.2.1, whose declarations have them.',
    entry: { '0.2': 'typescript-failed' },
    evidence: ['v0.2.1:pkg/jslib/index.ts:26-46'],
  },
  {
    id: 'add-document-yaml-dropped',
    releases: ['v0.2.0', 'v0.2.1'],
    inNext: false,
    summary:
      'A YAML mistake in the text given to `builder.addDocument` is not reported: the document is left out of the ' +
      'output.',
    workaround:
      'Parse the text with `anemos.parseDocument(text)` and add the document it returns: that call throws on the ' +
      'mistake, as `new anemos.Document(text)` and `context.addDocument({ content: text })` do.',
    entry: { '0.2': 'yaml-parse-error' },
    evidence: [
      'v0.2.1:pkg/core/builder.go:80-92',
      'v0.2.1:pkg/core/build_context.go:61-65',
      'v0.2.0:pkg/core/builder.go:80-92',
    ],
  },
  {
    id: 'workload-array-forms',
    releases: ['v0.2.0', 'v0.2.1'],
    inNext: false,
    summary:
      'The array forms of `addWorkloadHostAliases` and `addWorkloadImagePullSecretNames` stop the build at the ' +
      'first workload: the array is taken for the options object.',
    workaround:
      'Pass the options object, such as `builder.addWorkloadImagePullSecretNames({ imagePullSecretNames: ["registry"] })`, ' +
      'or the form that takes a single value.',
    entry: { '0.2': 'property-of-undefined' },
    evidence: [
      'v0.2.1:pkg/jslib/components/addWorkloadHostAliases.ts:119-120',
      'v0.2.1:pkg/jslib/components/addWorkloadImagePullSecretNames.ts:104-105',
      'v0.2.0:pkg/jslib/components/addWorkloadHostAliases.ts:119-120',
    ],
  },
  {
    id: 'workload-typing',
    releases: ['v0.2.0', 'v0.2.1'],
    inNext: false,
    summary:
      'In the type declarations, the typed workload classes (Pod, Deployment, StatefulSet, DaemonSet, ReplicaSet, ' +
      'Job and CronJob) are not documents, so passing one to `addDocument` fails the type check, although it works.',
    workaround:
      'Add a workload as YAML text or as `{ content: … }`, or cast it: `deployment as unknown as anemos.Document`.',
    entry: { '0.2': 'workload-not-a-document' },
    evidence: [
      'v0.2.1:pkg/jslib/documentExtensions/workload.ts:21',
      'v0.2.0:pkg/jslib/documentExtensions/workload.ts:21',
    ],
  },
  {
    id: 'first-typescript-build',
    releases: [],
    inNext: true,
    summary:
      'The first `anemos build --tsc . dist/index.js` of a new TypeScript project stops before tsc runs: the script ' +
      'path is checked first, and `dist/` does not exist yet.',
    workaround:
      'Create an empty `dist/index.js` before the first build; tsc writes over it before Anemos reads the script.',
    entry: { Next: 'script-path-not-resolved' },
    evidence: ['73d3b32:pkg/cmd/build.go:45', '73d3b32:pkg/js/js_runtime.go:70-80', '73d3b32:pkg/cmd/build.go:80'],
  },
  {
    id: 'delete-yes-ignored',
    releases: [],
    inNext: true,
    summary: '`anemos delete -y` asks for confirmation all the same.',
    workaround: 'Answer the prompt, or pipe the answer in: `echo y | anemos delete <apply set>`.',
    entry: { Next: 'delete-confirmation-no-input' },
    evidence: ['73d3b32:pkg/client/kubernetes_client_delete.go:85', '73d3b32:pkg/cmd/delete.go:31'],
  },
];

/** Releases oldest first, as a defect lists them. */
export const releasesOldestFirst: readonly ReleaseTag[] = releases.map((release) => release.tag).reverse();

/** The release that fixed a defect, or undefined while the newest release still has it. */
export function fixedIn(defect: KnownDefect): ReleaseTag | undefined {
  const last = defect.releases.at(-1);
  return last === undefined ? releasesOldestFirst[0] : releasesOldestFirst[releasesOldestFirst.indexOf(last) + 1];
}

/** The defects a docs version's troubleshooting page lists: 0.2 every release's, Next those of 73d3b32. */
export const defectsOf = (version: DocsVersionName): readonly KnownDefect[] =>
  knownDefects.filter((defect) => (version === 'Next' ? defect.inNext : defect.releases.length > 0));

/** Where a defect is explained on a docs version's troubleshooting page: its entry, or its item in the list. */
export function defectLink(defect: KnownDefect, version: DocsVersionName): string {
  return `${troubleshootingPage[version]}#${defect.entry[version] ?? `defect-${defect.id}`}`;
}
