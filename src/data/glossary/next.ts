import type { Glossary } from './types';

/** The terms of Next, the development snapshot 73d3b32. The header of `types.ts` says how this file is used. */
const glossary: Glossary = {
  page: '/docs/reference/glossary/',
  entries: [
    {
      id: 'action',
      term: 'action',
      definition:
        'A function that a component registers for one step of the build. When its step comes, the builder calls ' +
        'it with the build context, through which it adds, finds or changes documents.',
      explainedIn: { title: 'Components and Actions', path: '/docs/tutorial/components-and-actions/#add-an-action' },
    },
    {
      id: 'additional-file',
      term: 'additional file',
      definition:
        'A text file that is not a manifest, such as a configuration file or a README, written into the folder of ' +
        'a document group beside its manifests.',
      explainedIn: { title: 'AdditionalFile', path: '/docs/api/classes/AdditionalFile/' },
    },
    {
      id: 'apply-set',
      term: 'apply set',
      definition:
        'The record of what Anemos applied to a cluster from one document group, so that the next apply can remove ' +
        'what the group no longer holds. It is a Secret named `<group>.anemos.sh`; `anemos list` shows apply sets and ' +
        '`anemos delete` removes one with its objects.',
      explainedIn: {
        title: 'Applying Manifests',
        path: '/docs/simple-tutorial/applying-manifests/#list-and-delete-applied-packages',
      },
    },
    {
      id: 'build',
      term: 'build',
      definition:
        'One run of `builder.build()`: the builder gathers the actions of all its components, sorts them by step ' +
        'and runs them one after another. The last steps write every document to the output folder.',
      explainedIn: { title: 'Execution Order', path: '/docs/reference/execution-order/#the-build-loop' },
    },
    {
      id: 'build-context',
      term: 'build context',
      definition:
        'The object every action receives. It holds the options of the build (Kubernetes version, distribution, ' +
        'environment), data that components share, and every document group and document made so far.',
      explainedIn: { title: 'Components and Actions', path: '/docs/tutorial/components-and-actions/#add-an-action' },
    },
    {
      id: 'builder',
      term: 'builder',
      definition:
        'The object a program creates first, with `new anemos.Builder(...)`, given the Kubernetes version, ' +
        'distribution and environment the build targets. It holds the components that make and change the ' +
        'documents.',
      explainedIn: { title: 'Generate Manifests', path: '/docs/simple-tutorial/generate-manifests/#create-a-builder' },
    },
    {
      id: 'component',
      term: 'component',
      definition:
        'A unit of work registered on a builder, much like a plugin, that registers actions for the steps it needs. ' +
        "One component can produce an application's manifests while another changes the documents of all the others.",
      explainedIn: {
        title: 'Components and Actions',
        path: '/docs/tutorial/components-and-actions/#define-a-component',
      },
    },
    {
      id: 'component-options',
      term: 'component options',
      definition:
        'The settings a component takes in its constructor, as an object whose fields are all optional. A sanitize ' +
        'action fills in the defaults before any document is generated.',
      explainedIn: { title: 'Component Options', path: '/docs/tutorial/component-options/' },
    },
    {
      id: 'default-components',
      term: 'default components',
      definition:
        'The components every builder has from the start: one deletes the previous output and one writes the ' +
        'files; `anemos build --apply` adds a third that applies the build. Collecting CRDs and Namespaces is opt-in.',
      explainedIn: { title: 'Execution Order', path: '/docs/reference/execution-order/#built-in-steps' },
    },
    {
      id: 'document',
      term: 'document',
      definition:
        'One Kubernetes manifest of a build, written to a YAML file of its own at the path you give it. Its content ' +
        'is a tree of YAML nodes whose root is always a mapping.',
      explainedIn: { title: 'YAML Basics', path: '/docs/reference/yaml-manipulation/yaml-basics/#document' },
    },
    {
      id: 'document-group',
      term: 'document group',
      definition:
        'A set of documents with a path (at run time, in this snapshot, the field is `name`): the folder they are ' +
        'written to under `output/manifests`, and the name of the apply set they are applied as. A document added ' +
        'without a group joins the group whose path is empty.',
      explainedIn: { title: 'Document Group', path: '/docs/reference/yaml-manipulation/document-group/' },
    },
    {
      id: 'helm-chart',
      term: 'Helm chart',
      definition:
        'An existing chart that a build renders on the spot with `builder.addHelmChart`, without a cluster or a ' +
        'Helm release. Its manifests become ordinary documents in a group named after the release.',
      explainedIn: { title: 'Helm Interoperability', path: '/docs/reference/helm-interop/' },
    },
    {
      id: 'mapping',
      term: 'mapping',
      definition:
        'A YAML node that holds keys and values in order, like a JavaScript object; the root of every document is ' +
        'one. Sequences hold lists and scalars hold single values.',
      explainedIn: { title: 'YAML Basics', path: '/docs/reference/yaml-manipulation/yaml-basics/#mapping' },
    },
    {
      id: 'output-folder',
      term: 'output folder',
      definition:
        'Where a build writes its files: `output` beside the main script unless `ANEMOS_OUTPUT_PATH` or the builder ' +
        'options say otherwise. The build deletes it before writing, so keep no hand-written files there.',
      explainedIn: { title: 'Getting Started', path: '/docs/tutorial/getting-started/#where-the-output-goes' },
    },
    {
      id: 'package',
      term: 'package',
      definition:
        'Reusable code that adds documents to a builder, shared through an npm registry: at its simplest, a file ' +
        'that exports `add(builder, options)`. `anemos new --project-type package` starts one, and `anemos apply` ' +
        'deploys one without a project.',
      explainedIn: { title: 'Generating a Package', path: '/docs/tutorial/generating-package/' },
    },
    {
      id: 'scalar-style',
      term: 'scalar style',
      definition:
        'How a single YAML value is written: plain, single-quoted, double-quoted, literal (keeping line breaks) or ' +
        'folded.',
      explainedIn: { title: 'YAML Basics', path: '/docs/reference/yaml-manipulation/yaml-basics/#scalar-styles' },
    },
    {
      id: 'step',
      term: 'step',
      definition:
        'A point in the order of a build, written as a list of numbers and compared number by number, so `[5, 1]` ' +
        'runs after `[5]`. The built-in steps (sanitize, generate resources, modify, output and others) have fixed ' +
        'numbers, and your own steps fit between them.',
      explainedIn: { title: 'Execution Order', path: '/docs/reference/execution-order/#steps' },
    },
    {
      id: 'type-declarations',
      term: 'type declarations',
      definition:
        'The `.d.ts` files in `.anemos/types` that describe the Anemos API to an editor, in JavaScript and ' +
        'TypeScript projects alike. `anemos build` and the package commands refresh them.',
      explainedIn: { title: 'Package Management', path: '/docs/tutorial/package-management/#type-declarations' },
    },
  ],
};

export default glossary;
