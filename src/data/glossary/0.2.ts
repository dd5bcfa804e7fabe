import type { Glossary } from './types';

/** The terms of Anemos 0.2 (release v0.2.1). The header of `types.ts` says how this file is used. */
const glossary: Glossary = {
  page: '/docs/0.2/reference/glossary/',
  entries: [
    {
      id: 'action',
      term: 'action',
      definition:
        'A function that a component registers for one step of the build. When its step comes, the builder calls ' +
        'it with the build context, through which it adds, finds or changes documents.',
      explainedIn: {
        title: 'Components and Actions',
        path: '/docs/0.2/tutorial/components-and-actions/#add-an-action',
      },
    },
    {
      id: 'apply-set',
      term: 'apply set',
      definition:
        'The record of what Anemos applied to a cluster from one document group, so that a later apply can prune ' +
        'what the group no longer holds. It is a Secret named `<name>.anemos.sh`, its name taken from the group path ' +
        '(`default` for the group without one); `anemos list` shows apply sets and `anemos delete` removes one.',
      explainedIn: { title: 'Deploying Manifests', path: '/docs/0.2/reference/deploying-manifests/#apply-sets' },
    },
    {
      id: 'build',
      term: 'build',
      definition:
        'One run of `builder.build()`: the builder gathers the actions of all its components, sorts them by step ' +
        'and runs them one after another. The last steps write every document to the output folder.',
      explainedIn: { title: 'Execution Order', path: '/docs/0.2/reference/execution-order/#the-build-loop' },
    },
    {
      id: 'build-context',
      term: 'build context',
      definition:
        'The object every action receives. It holds the options of the build (Kubernetes version, distribution, ' +
        'environment) and every document group and document made so far, and it adds, finds and removes them.',
      explainedIn: {
        title: 'Components and Actions',
        path: '/docs/0.2/tutorial/components-and-actions/#add-an-action',
      },
    },
    {
      id: 'builder',
      term: 'builder',
      definition:
        'The object a program creates first, with `new anemos.Builder()`. It knows the Kubernetes version, ' +
        'distribution and environment the build targets (1.33 and none in particular when given no arguments) and ' +
        'holds the components that make and change the documents.',
      explainedIn: {
        title: 'Generate Manifests',
        path: '/docs/0.2/simple-tutorial/generate-manifests/#create-a-builder',
      },
    },
    {
      id: 'component',
      term: 'component',
      definition:
        'A unit of work registered on a builder, much like a plugin, that registers actions for the steps it needs. ' +
        "One component can produce an application's manifests while another changes the documents of all the others.",
      explainedIn: {
        title: 'Components and Actions',
        path: '/docs/0.2/tutorial/components-and-actions/#define-a-component',
      },
    },
    {
      id: 'component-options',
      term: 'component options',
      definition:
        'The settings a component takes in its constructor, as an object whose fields are all optional. A sanitize ' +
        'action fills in the defaults before any document is generated.',
      explainedIn: { title: 'Component Options', path: '/docs/0.2/tutorial/component-options/' },
    },
    {
      id: 'default-components',
      term: 'default components',
      definition:
        'The six components every v0.2.1 builder registers when it is created. They delete the previous output, write ' +
        'the files, sort the fields of every document and move CustomResourceDefinitions and Namespaces into groups ' +
        'of their own; the sixth reserves a step for ordering groups but changes nothing in v0.2.1.',
      explainedIn: {
        title: 'Built-in Components',
        path: '/docs/0.2/reference/built-in-components/#default-components',
      },
    },
    {
      id: 'document',
      term: 'document',
      definition:
        'One Kubernetes manifest of a build, written to a YAML file of its own. In 0.2 a document is a plain ' +
        'JavaScript object whose fields you read and change directly, made from YAML text, an object or a typed ' +
        'Kubernetes class.',
      explainedIn: { title: 'Create a Document', path: '/docs/0.2/reference/yaml-manipulation/create-document/' },
    },
    {
      id: 'document-group',
      term: 'document group',
      definition:
        'A set of documents with a path: the folder they are written to under `output/manifests`, and the name of ' +
        'the apply set they are applied as. A document added without a group joins the group whose path is empty.',
      explainedIn: { title: 'Document Group', path: '/docs/0.2/reference/yaml-manipulation/document-group/' },
    },
    {
      id: 'helm-chart',
      term: 'Helm chart',
      definition:
        'An existing chart that a build renders on the spot with `builder.addHelmChart`, without a cluster or a ' +
        'Helm release. Its manifests become ordinary documents that your code can change like any other.',
      explainedIn: { title: 'Helm Interoperability', path: '/docs/0.2/reference/helm-interop/' },
    },
    {
      id: 'opt-in-component',
      term: 'opt-in component',
      definition:
        'A ready-made component that joins a build only when you call its builder method, such as `setLabels` or ' +
        '`createReferencedNamespaces`, to change many documents at once.',
      explainedIn: { title: 'Built-in Components', path: '/docs/0.2/reference/built-in-components/#opt-in-components' },
    },
    {
      id: 'output-folder',
      term: 'output folder',
      definition:
        'Where a build writes its files: `output` beside the main script unless `ANEMOS_OUTPUT_PATH` or the builder ' +
        'options say otherwise. The build deletes it before writing, so keep no hand-written files there.',
      explainedIn: { title: 'Getting Started', path: '/docs/0.2/tutorial/getting-started/#where-the-output-goes' },
    },
    {
      id: 'package',
      term: 'package',
      definition:
        'Reusable code that adds documents to a builder, shared through an npm registry: at its simplest, a file ' +
        'that exports `add(builder, options)`. `anemos new -p package` starts one, and `anemos apply` deploys one ' +
        'without a project.',
      explainedIn: { title: 'Generating a Package', path: '/docs/0.2/tutorial/generating-package/' },
    },
    {
      id: 'provision-plan',
      term: 'provision plan',
      definition:
        'The order in which an apply sends document groups to the cluster, printed before anything changes: an ' +
        'apply step and a wait step per group. In a build, the default components put CustomResourceDefinitions ' +
        'first, then Namespaces, then the rest; `anemos apply <package>` removes them.',
      explainedIn: {
        title: 'Deploying Manifests',
        path: '/docs/0.2/reference/deploying-manifests/#the-provision-plan',
      },
    },
    {
      id: 'provisioner',
      term: 'provisioner',
      definition:
        'One of the two stages through which a document group reaches a cluster: its apply provisioner sends the ' +
        'documents and its wait provisioner waits until they are ready. `provisionAfter` and `provisionBefore` order ' +
        'groups by linking their provisioners.',
      explainedIn: {
        title: 'Deploying Manifests',
        path: '/docs/0.2/reference/deploying-manifests/#the-provision-plan',
      },
    },
    {
      id: 'readiness-wait',
      term: 'readiness wait',
      definition:
        'The wait step of a group: Anemos checks every two seconds until all of its objects are ready, and gives ' +
        'up after five minutes, a limit that cannot be changed. Only groups ordered after it wait for it; without ' +
        '`provisionAfter` or `provisionBefore`, the plan applies every group, then waits on each.',
      explainedIn: {
        title: 'Deploying Manifests',
        path: '/docs/0.2/reference/deploying-manifests/#waiting-for-readiness',
      },
    },
    {
      id: 'step',
      term: 'step',
      definition:
        'A point in the order of a build, written as a list of numbers and compared number by number, so `[5, 1]` ' +
        'runs after `[5]`. The built-in steps (sanitize, generate resources, modify, output and others) have fixed ' +
        'numbers, and your own steps fit between them.',
      explainedIn: { title: 'Execution Order', path: '/docs/0.2/reference/execution-order/#steps' },
    },
    {
      id: 'type-declarations',
      term: 'type declarations',
      definition:
        'The `.d.ts` files that describe the Anemos API to an editor and to the TypeScript compiler. In 0.2 only ' +
        'TypeScript projects have them, in `.anemos/types`; `anemos declarations` writes them into any folder.',
      explainedIn: { title: 'Package Management', path: '/docs/0.2/tutorial/package-management/#type-declarations' },
    },
    {
      id: 'typed-kind',
      term: 'typed kind',
      definition:
        'A class under `anemos.k8s`, such as `anemos.k8s.Service`, that creates a document of one Kubernetes kind: ' +
        'it writes `apiVersion` and `kind` for you and lets an editor check the fields you give it.',
      explainedIn: { title: 'Typed Kubernetes Kinds', path: '/docs/0.2/reference/kubernetes-kinds/' },
    },
    {
      id: 'workload',
      term: 'workload',
      definition:
        'A kind that runs Pods: Pod, Deployment, StatefulSet, DaemonSet, ReplicaSet, Job or CronJob. Document ' +
        'helpers such as `getContainer` read the Pod spec at `spec` in a Pod and at `spec.template.spec` in the ' +
        'others, so they find nothing in a CronJob, which keeps it deeper.',
      explainedIn: {
        title: 'Modify a Document',
        path: '/docs/0.2/reference/yaml-manipulation/modify-document/#workload-helpers',
      },
    },
  ],
};

export default glossary;
