import type { CliReference } from './types';

/**
 * The `anemos` CLI of the Next docs: the tool at commit 73d3b32, a development snapshot. Help texts, flags, defaults,
 * the number of arguments and the order of the commands come from the tool's source at 73d3b32 (`cmd/anemos/main.go`,
 * `pkg/cmd/`), and from cobra v1.9.1, which the tool pins, for `-h`, `--version`, `help` and `completion`;
 * `tests/fixtures/tool/next/cli.ts` records each with its source line, and the test holds this file to it. Behavior
 * comes from the same source. The shape and the rules for the text: `./types.ts`.
 */
const cli: CliReference = {
  version: 'Next',
  toolVersion: '73d3b32',
  root: {
    help: 'Anemos is a Kubernetes package manager.',
    description:
      'Anemos writes its log lines to standard output as `[hh:mm:ss.mmm] LEVEL: message`, in color even when the output goes to a file or a pipe. A command that fails logs one `ERROR` line and exits with status 1. Mistakes found before a command starts, such as an unknown flag or a missing argument, are reported twice: with the usage on standard error, then as an `ERROR` line. Not every failure ends that way: when `anemos apply` cannot reach the cluster of the current kubeconfig context, or finds no kubeconfig, it stops with a Go panic, `panic: failed to get cluster info: …` and a stack trace on standard error, and exits with status 2.',
    flags: [
      {
        name: '--verbose',
        short: '-v',
        help: 'enable verbose logging',
        description:
          'Adds `DEBUG` lines, such as `Writing document <path>` for each file a build writes. The other lines stay the same. Goes before or after the command, except after `anemos package <subcommand>`, where it goes to Bun with the rest of the line.',
      },
      {
        name: '--help',
        short: '-h',
        help: 'help for anemos',
        description:
          'Prints the usage and help text of `anemos` or of the command it follows. cobra, the library the CLI is built with, adds it to every command, with the help text `help for <command>`. After `anemos package <subcommand>` it goes to Bun instead.',
      },
      {
        name: '--version',
        help: 'version for anemos',
        description:
          'Prints `anemos version` and the version number. A binary built from the source of this snapshot reports `0.0.0`. Only `anemos` itself takes it, and it has no short form: `-v` is `--verbose`.',
      },
    ],
  },
  commands: [
    {
      name: 'new',
      help: 'Initializes a new project.',
      description:
        'Creates a project from a built-in template: copies the template files into the folder, writes the type declarations to `.anemos/types` and installs the packages with the Bun runtime built into Anemos. It never overwrites a file: it stops at the first template file that already exists and keeps the files it copied before.',
      arguments: [
        {
          name: 'directory',
          required: false,
          description:
            'The project folder, created if needed. Defaults to the current folder. Its name becomes the project name, `name` in `package.json`.',
        },
      ],
      flags: [
        {
          name: '--language',
          short: '-l',
          value: 'language',
          default: 'javascript',
          help: 'The language to use for the project',
          description: '`javascript` or `typescript`. Any other value stops the command before it writes a file.',
        },
        {
          name: '--project-type',
          short: '-p',
          value: 'type',
          default: 'app',
          help: 'The type of project to create',
          description:
            '`app` for a project that builds manifests, `package` for a reusable package with a test case that builds it.',
        },
      ],
      prints:
        'Three log lines: the project with its folder, language and type, the folder the declarations go to, and the folder where the packages are installed. The report of the install follows, passed through from Bun.',
      transcript: { file: 'examples/tutorial/getting-started/new-js.txt', title: 'A JavaScript app' },
      examples: [
        { comment: 'A JavaScript app in the new folder example', command: 'anemos new example' },
        { comment: 'A TypeScript app', command: 'anemos new example --language typescript' },
        { comment: 'A JavaScript package', command: 'anemos new example-package --project-type package' },
        { comment: 'A project in the current folder, named after it', command: 'anemos new' },
      ],
    },
    {
      name: 'declarations',
      help: 'Writes the type declarations to the specified directory.',
      description:
        "Writes the TypeScript declarations of the Anemos API into a folder: a `package.json` named `@ohayocorp/anemos` with the version of the CLI, one `.d.ts` file per module and an `index.d.ts` that exports them all. Editors and TypeDoc read them. The command fails when the folder already holds the declaration files, so give it a missing or empty folder. `anemos build` and `anemos package` keep a project's `.anemos/types` up to date on their own.",
      arguments: [{ name: 'directory', required: true, description: 'The folder to write to.' }],
      flags: [],
      prints: 'One log line with the folder, written as you typed it.',
      transcript: { file: 'examples/reference/cli/declarations.txt', title: 'Into a new folder' },
      examples: [
        { comment: 'Write the declarations into a new folder', command: 'anemos declarations types' },
        {
          comment: "Rewrite a project's declarations by hand: empty the folder first",
          command: 'rm -rf .anemos/types\nanemos declarations .anemos/types',
        },
      ],
    },
    {
      name: 'build',
      help: 'Builds a project.',
      description:
        'Runs a JavaScript file, the main script, whose builders write the manifests, by default under `output/manifests` beside the script. If the nearest `package.json` above the script lists `@ohayocorp/anemos`, the command first rewrites the type declarations in the `.anemos/types` folder next to it.',
      arguments: [
        {
          name: 'js_file',
          required: true,
          description:
            'The main script. In a TypeScript project, the compiled file, such as `dist/index.js`. It must exist when the command starts, even with `--tsc`: its path is resolved before the compiler runs, so the first build of a new TypeScript project stops with `failed to resolve file path symlinks`.',
        },
        {
          name: 'args',
          required: false,
          variadic: true,
          description:
            'Handed to the script as `process.argv`. Put them after `--`: otherwise Anemos reads those that start with `-` as its own flags.',
        },
      ],
      flags: [
        {
          name: '--tsc',
          value: 'dir',
          help: 'Directories to compile with tsc.',
          description:
            'Compiles the TypeScript project in this folder with `tsc`, run by Bun, before the script runs but after the path of the script is resolved, so the compiled script must exist already: compile a new project once with `anemos package run tsc`. Repeat the flag, or separate folders with commas, to compile several.',
        },
        {
          name: '--apply',
          help: 'Apply the generated manifests to the cluster.',
          description:
            'After writing the files, applies every document group to the cluster of the current kubeconfig context, with the same diff, summary and prompt as `anemos apply`.',
        },
        {
          name: '--yes',
          short: '-y',
          help: 'Skip confirmation prompt and apply changes directly',
          description: 'With `--apply`, applies without asking. Without `--apply` it changes nothing.',
        },
      ],
      prints:
        'A line when the declarations are rewritten and one for each folder compiled, then `Starting to build documents`, one line per build step with its number and description, and the folder the files are written to. No line closes a successful build. With `--apply`, the output of the apply follows.',
      transcript: { file: 'examples/tutorial/getting-started/build-js.txt', title: 'A project made by anemos new' },
      examples: [
        { comment: 'Build a JavaScript project', command: 'anemos build index.js' },
        {
          comment: 'Compile a TypeScript project, then run the compiled script, which an earlier compilation wrote',
          command: 'anemos build --tsc . dist/index.js',
        },
        { comment: 'Build, then apply each group after you confirm it', command: 'anemos build --apply index.js' },
        { comment: 'Pass arguments to the script', command: 'anemos build index.js -- --env prod' },
      ],
    },
    {
      name: 'package',
      help: 'Manages NPM packages.',
      description:
        "Manages the project's npm packages with the Bun runtime built into Anemos. Everything after the subcommand, `--help` included, goes to Bun unchanged. The subcommands that change dependencies first rewrite `.anemos/types` when the nearest `package.json` above the current folder lists `@ohayocorp/anemos`. Without a subcommand, `anemos package` prints its help.",
      arguments: [
        { name: 'subcommand', required: false, description: 'One of the subcommands in the table.' },
        { name: 'args', required: false, variadic: true, description: 'Handed to Bun unchanged.' },
      ],
      flags: [],
      subcommands: [
        {
          name: 'run',
          args: '<script>',
          help: 'Runs a package.json script',
          runs: 'bun run',
          refreshesDeclarations: false,
        },
        {
          name: 'install',
          help: 'Installs the dependencies defined in the package.json',
          runs: 'bun install',
          refreshesDeclarations: true,
        },
        {
          name: 'add',
          args: '<package…>',
          help: 'Add a dependency to package.json',
          runs: 'bun add',
          refreshesDeclarations: true,
        },
        {
          name: 'update',
          args: '[package…]',
          help: 'Update dependencies in package.json',
          runs: 'bun update',
          refreshesDeclarations: true,
        },
        {
          name: 'remove',
          args: '<package…>',
          help: 'Remove a dependency from package.json',
          runs: 'bun remove',
          refreshesDeclarations: true,
        },
        {
          name: 'pack',
          help: 'Packages the application for distribution',
          runs: 'bun pm pack',
          refreshesDeclarations: false,
        },
        {
          name: 'publish',
          help: 'Publish the package to the registry',
          runs: 'bun publish',
          refreshesDeclarations: false,
        },
        {
          name: 'login',
          help: 'Log in to the package registry',
          runs: 'bun x npm login',
          refreshesDeclarations: false,
        },
        { name: 'config', help: 'Manage NPM configuration', runs: 'bun x npm config', refreshesDeclarations: false },
        { name: 'link', args: '[path]', help: 'Link a local package', runs: 'bun link', refreshesDeclarations: true },
        { name: 'unlink', help: 'Unlink a local package', runs: 'bun unlink', refreshesDeclarations: true },
      ],
      prints:
        "Bun's own output. A subcommand that rewrites the declarations logs that first. When Bun fails, an `ERROR` line names the action and Bun's exit code.",
      transcript: { file: 'examples/tutorial/package-management/package-add.txt', title: 'Adding a package' },
      examples: [
        {
          comment: 'Add the package in the folder hello-world, as Package Management does',
          command: 'anemos package add file:./hello-world',
        },
        {
          comment: 'Compile a new TypeScript project once, so that anemos build --tsc finds dist/index.js',
          command: 'anemos package run tsc',
        },
        { comment: 'Install the dependencies of a cloned project', command: 'anemos package install' },
        { comment: 'Publish to another registry than npm', command: 'anemos package publish --registry <url>' },
      ],
    },
    {
      name: 'apply',
      help: 'Apply manifests to the Kubernetes cluster',
      description:
        "Builds a package for the cluster of the current kubeconfig context and applies it, without a project. Anemos reads the cluster's Kubernetes version, detects its distribution, creates a builder for them, calls the `add(builder, options)` function that the package exports and applies every document group. It writes no files. Each group is compared with the cluster first, and nothing changes until you confirm, unless you pass `-y`.",
      arguments: [
        {
          name: 'package|directory',
          required: true,
          description:
            'The package: the URL of a `.js` file, which is downloaded and run; an existing local `.js` file; or anything Bun installs, such as an npm package name, a `.tgz` file, a package folder or another URL. `--help` writes it in brackets, `[package|directory]`, but the command needs exactly one.',
        },
      ],
      flags: [
        {
          name: '--namespace',
          value: 'namespace',
          help: 'Namespace to apply the manifests to',
          description:
            'Objects go to the namespace their manifest names, or else to the namespace of the kubeconfig context.',
          noEffect: 'The value is accepted and then ignored.',
        },
        {
          name: '--yes',
          short: '-y',
          help: 'Skip confirmation prompt and apply changes directly',
          description: 'Applies without asking. The changes are printed all the same.',
        },
        {
          name: '--options-file',
          short: '-f',
          value: 'path',
          help: 'Path to YAML file containing options to pass to the package',
          description:
            'A YAML or JSON file whose content becomes the `options` argument of `add`. `-` reads it from standard input; add `-y` then, since the prompt would find no answer there.',
        },
        {
          name: '--distribution',
          value: 'distribution',
          whenOmitted: 'detected from the cluster',
          help: 'Distribution of the target Kubernetes cluster, e.g., minikube, openshift, etc. If not set, it will be determined based on the cluster version.',
          description:
            'Sets the distribution: `aks`, `eks`, `gke`, `k3s`, `kubeadm`, `microk8s`, `minikube` or `openshift`.',
        },
        {
          name: '--environment-type',
          value: 'type',
          whenOmitted: '`dev` on Minikube, `prod` elsewhere',
          help: 'Environment type such as dev, test or prod. If not set, it will be determined based on the cluster distribution.',
          description: 'Sets the environment type: `dev`, `test` or `prod`.',
        },
      ],
      prints:
        'One line per build step. Then, for each document group: `Applying document group`, a `No changes for` line per unchanged object, a diff of each modified object, a summary that marks objects as added (`A`), modified (`M`) or deleted (`D`), and the prompt. `Successfully applied Kubernetes manifests` closes the run when something changed. On a cluster running Kubernetes 1.32 or newer, a `WARN` line follows the first line.',
      transcript: { file: 'examples/simple-tutorial/applying-manifests/apply.txt', title: 'A first apply' },
      examples: [
        {
          comment: 'Apply the hello world package that this site hosts',
          command: 'anemos apply https://anemos.sh/examples/hello-world.js',
        },
        {
          comment: 'Apply without the prompt, with options from a file',
          command: 'anemos apply -y -f options.yaml https://anemos.sh/examples/hello-world.js',
        },
        {
          comment: 'Apply a local package as a development environment',
          command: 'anemos apply --environment-type dev ./package.js',
        },
      ],
    },
    {
      name: 'delete',
      help: 'Delete manifests from the Kubernetes cluster for an apply set',
      description:
        'Deletes every object recorded in an apply set, then the record itself. It lists the objects and asks for confirmation first, and returns without waiting until the objects are gone.',
      arguments: [
        { name: 'apply-set-name', required: true, description: 'The apply set, named as `anemos list` shows it.' },
      ],
      flags: [
        {
          name: '--namespace',
          value: 'namespace',
          whenOmitted: 'the namespace of the kubeconfig context',
          help: 'Namespace of the apply set',
          description: "The namespace that holds the apply set's record.",
        },
        {
          name: '--yes',
          short: '-y',
          help: 'Skip confirmation prompt and delete changes directly',
          description: 'The prompt is shown all the same.',
          noEffect: 'The flag is accepted and then ignored.',
        },
      ],
      prints:
        'The objects to delete, in a table of namespace, resource and name, then the prompt, `Apply these changes? [y/N]: `, then one line per object deleted. An unknown apply set ends with an `ERROR` line.',
      transcript: { file: 'examples/simple-tutorial/applying-manifests/delete.txt', title: 'Deleting an apply set' },
      examples: [{ comment: 'Delete the hello world package', command: 'anemos delete anemos-hello-world' }],
    },
    {
      name: 'list',
      help: 'List apply sets',
      description:
        'Lists the apply sets of a namespace: the records that Anemos keeps of what it applied, one per document group. Secrets that a package applied show up too, because Anemos labels every object it applies the same way.',
      arguments: [],
      flags: [
        {
          name: '--namespace',
          value: 'namespace',
          whenOmitted: 'the namespace of the kubeconfig context',
          help: 'Namespace to apply the manifests to',
          description: 'Despite its help text, the namespace whose apply sets are listed.',
        },
      ],
      prints:
        "A table of the apply sets with the time each was created, in your machine's local time, or `No apply sets found.`",
      transcript: { file: 'examples/simple-tutorial/applying-manifests/list.txt', title: 'One apply set' },
      examples: [
        { comment: 'The apply sets of the current namespace', command: 'anemos list' },
        { comment: 'The apply sets of another namespace', command: 'anemos list --namespace staging' },
      ],
    },
  ],
  libraryCommands: [
    {
      name: 'help',
      help: 'Help about any command',
      description:
        '`anemos help <command>` prints the same as `anemos <command> --help`, and `anemos help` alone the same as `anemos --help`.',
    },
    {
      name: 'completion',
      help: 'Generate the autocompletion script for the specified shell',
      description:
        '`anemos completion bash`, `zsh`, `fish` or `powershell` prints a script that lets the shell complete Anemos commands and flags. `anemos completion <shell> --help` says how to load it.',
    },
  ],
};

export default cli;
