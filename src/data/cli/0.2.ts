import type { CliReference } from './types';

/**
 * The `anemos` CLI of the 0.2 docs: release v0.2.1. Help texts, flags, defaults, the number of arguments and the order
 * of the commands come from the tool's source at v0.2.1 (`cmd/anemos/main.go`, `pkg/cmd/`), and from cobra v1.9.1,
 * which the tool pins, for `-h`, `--version`, `help` and `completion`; `tests/fixtures/tool/0.2/cli.ts` records each
 * with its source line, and the test holds this file to it. Behavior comes from the same source. The shape and the
 * rules for the text: `./types.ts`.
 */
const cli: CliReference = {
  version: '0.2',
  toolVersion: 'v0.2.1',
  root: {
    help: 'Anemos is a Kubernetes package manager.',
    description:
      'Anemos writes its log lines to standard output as `[hh:mm:ss.mmm] LEVEL: message`, in color even when the output goes to a file or a pipe. A log message can run over several lines, such as a diff: only its first line carries the prefix. A command that fails logs one `ERROR` line and exits with status 1. Mistakes found before a command starts, such as an unknown flag or a missing argument, are reported twice: with the usage on standard error, then as an `ERROR` line. Not every failure ends that way: when `anemos apply` cannot reach the cluster of the current kubeconfig context, or finds no kubeconfig, it stops with a Go panic, `panic: failed to get cluster info: …` and a stack trace on standard error, and exits with status 2.',
    flags: [
      {
        name: '--verbose',
        short: '-v',
        help: 'enable verbose logging',
        description:
          'Adds `DEBUG` lines, such as `Writing document <path>` for each file a build writes and the order in which the documents of a group are applied. The other lines stay the same. Goes before or after the command, except after `anemos package <subcommand>`, where it goes to Bun with the rest of the line.',
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
          'Prints the version number alone, `0.2.1`, without a line break, so the next prompt starts on the same line. Only `anemos` itself takes it, and it has no short form: `-v` is `--verbose`.',
      },
    ],
    transcript: { file: 'versioned_examples/version-0.2/installation/version.txt', title: 'anemos --version' },
  },
  commands: [
    {
      name: 'new',
      help: 'Initializes a new project.',
      description:
        'Creates a project from a built-in template. A JavaScript app is a single `index.js`; a JavaScript package adds `lib/` and a `package.json`. A TypeScript project also gets a `package.json` and a `tsconfig.json`, then the type declarations in `.anemos/types` and its packages, installed with the Bun runtime built into Anemos. The command never overwrites a file: it stops at the first template file that already exists and keeps the files it copied before.',
      arguments: [
        {
          name: 'directory',
          required: false,
          description:
            'The project folder, created if needed. Defaults to the current folder. Its name becomes the project name.',
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
            '`app` for a project that builds manifests, `package` for a reusable package whose root script builds it with test values.',
        },
      ],
      prints:
        'One log line with the project, its folder, language and type. A TypeScript project adds the folder the declarations go to and the folder where the packages are installed, followed by the report of the install, passed through from Bun.',
      transcript: {
        file: 'versioned_examples/version-0.2/tutorial/getting-started/new-ts.txt',
        title: 'A TypeScript app',
      },
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
        "Writes the TypeScript declarations of the Anemos API into a folder: a `package.json` named `@ohayocorp/anemos` with the version of the CLI, the declarations of every module, those of the Kubernetes object types under `k8s/`, and an `index.d.ts`. Editors and TypeDoc read them. Files already in the folder are overwritten, so the command also refreshes a TypeScript project's `.anemos/types` by hand. `anemos build` and `anemos package` do that on their own.",
      arguments: [{ name: 'directory', required: true, description: 'The folder to write to.' }],
      flags: [],
      prints: 'One log line with the folder, written as you typed it.',
      transcript: {
        file: 'versioned_examples/version-0.2/reference/cli/declarations.txt',
        title: "Refreshing a project's declarations",
      },
      examples: [
        { comment: 'Refresh the declarations of a TypeScript project', command: 'anemos declarations .anemos/types' },
        { comment: 'Write them into another folder, for TypeDoc', command: 'anemos declarations types' },
      ],
    },
    {
      name: 'build',
      help: 'Builds a project.',
      description:
        "Runs a JavaScript file, the main script, whose builders write the manifests, by default under `output/manifests` beside the script. If the nearest `package.json` above the script lists `@ohayocorp/anemos`, as a TypeScript project's does, the command first rewrites the type declarations in the `.anemos/types` folder next to it.",
      arguments: [
        {
          name: 'js_file',
          required: true,
          description:
            'The main script. In a TypeScript project, the compiled file, such as `dist/index.js`; it need not exist before `--tsc` compiles it.',
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
            'Compiles the TypeScript project in this folder with `tsc`, run by Bun, before the script runs. Repeat the flag, or separate folders with commas, to compile several.',
        },
        {
          name: '--apply',
          help: 'Apply the generated manifests to the cluster.',
          description:
            'After writing the files, applies the document groups to the cluster of the current kubeconfig context and waits until they are ready, as `anemos apply` does. To apply only some groups or to force conflicts, use `anemos apply` or call `builder.apply()` in the script.',
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
      transcript: {
        file: 'versioned_examples/version-0.2/tutorial/getting-started/build-js.txt',
        title: 'A project made by anemos new',
      },
      examples: [
        { comment: 'Build a JavaScript project', command: 'anemos build index.js' },
        {
          comment: 'Compile a TypeScript project, then run the compiled script',
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
        "Manages the project's npm packages with the Bun runtime built into Anemos. Everything after the subcommand, `--help` included, goes to Bun unchanged. The subcommands that change dependencies first rewrite `.anemos/types` when the nearest `package.json` above the current folder lists `@ohayocorp/anemos`, which is the case in a TypeScript project. Without a subcommand, `anemos package` prints its help.",
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
      transcript: {
        file: 'versioned_examples/version-0.2/reference/cli/package-add.txt',
        title: 'Adding a package in a TypeScript project',
      },
      examples: [
        { comment: 'Add a package from npm', command: 'anemos package add @ohayocorp/anemos-hello-world' },
        { comment: 'Install the dependencies of a cloned project', command: 'anemos package install' },
        { comment: 'Publish to another registry than npm', command: 'anemos package publish --registry <url>' },
      ],
    },
    {
      name: 'apply',
      help: 'Apply manifests to the Kubernetes cluster',
      description:
        "Builds a package for the cluster of the current kubeconfig context and applies it, without a project. Anemos reads the cluster's Kubernetes version, detects its distribution, creates a builder for them, calls the `add(builder, options)` function that the package exports and applies the document groups, each compared with the cluster first. It then waits until the objects are ready, for at most five minutes. It writes no files. Clusters running Kubernetes 1.34 or newer make v0.2.1 fail before anything changes.",
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
          name: '--force-conflicts',
          help: 'Forcefully apply changes even if there are conflicts',
          description:
            'Takes over fields of an object that another field manager, such as `kubectl` or a controller, has set, where the apply would otherwise stop on the conflict.',
        },
        {
          name: '--document-groups',
          short: '-d',
          value: 'regex',
          whenOmitted: 'every group',
          help: 'Document groups to apply, other groups will be skipped',
          description:
            'Applies only the groups whose path matches this regular expression, in Go syntax. It may match any part of the path; anchor it with `^` and `$`. Repeat the flag for several expressions: a comma does not separate them.',
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
        'One line per build step, then the provision plan: an `APPLY` and a `WAIT` line per document group. For each group applied: an empty log line, `Applying document group`, a `No changes for` line per unchanged object, a diff of each modified object, a summary that marks objects as added (`A`), modified (`M`) or deleted (`D`), the prompt, and `Successfully applied document group`. Then the readiness of each object, and `Successfully applied Kubernetes manifests`, printed even when nothing changed.',
      transcript: {
        file: 'versioned_examples/version-0.2/simple-tutorial/applying-manifests/apply.txt',
        title: 'A first apply',
      },
      examples: [
        {
          comment: 'Apply the hello world package that this site hosts for 0.2',
          command: 'anemos apply https://anemos.sh/examples/0.2/hello-world.js',
        },
        {
          comment: 'Apply without the prompt, with options from a file',
          command: 'anemos apply -y -f options.yaml https://anemos.sh/examples/0.2/hello-world.js',
        },
        { comment: 'Apply a package from npm', command: 'anemos apply @ohayocorp/anemos-hello-world' },
        {
          comment: 'Apply only the groups whose path starts with web, taking over conflicting fields',
          command: "anemos apply -d '^web' --force-conflicts ./package.js",
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
          description: 'Deletes without asking. The objects are listed all the same.',
        },
        {
          name: '--timeout',
          short: '-t',
          value: 'duration',
          default: '5m0s',
          help: 'Timeout for the delete operation',
          description: 'Must be a Go duration, such as `10m`, or the command stops.',
          noEffect: 'The value is checked and then ignored.',
        },
      ],
      prints:
        'The objects to delete, as a table of namespace, resource and name, then, without `-y`, the prompt `Apply these changes? [y/N]: `, then one line per object deleted, or a `WARN` line for an object that is already gone. An unknown apply set ends with an `ERROR` line.',
      transcript: {
        file: 'versioned_examples/version-0.2/simple-tutorial/applying-manifests/delete.txt',
        title: 'Deleting an apply set',
      },
      examples: [
        { comment: 'Delete the hello world package', command: 'anemos delete anemos-hello-world' },
        { comment: 'Delete it without the prompt', command: 'anemos delete -y anemos-hello-world' },
      ],
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
        "A table of the apply sets with the time each was created, in your machine's local time, or the log line `No apply sets found.`",
      transcript: {
        file: 'versioned_examples/version-0.2/simple-tutorial/applying-manifests/list.txt',
        title: 'One apply set',
      },
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
