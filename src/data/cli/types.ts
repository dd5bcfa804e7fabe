/**
 * The shape of the CLI reference data: one file per docs version in this folder, named after the version (`next.ts`
 * for Next, `0.2.ts` for 0.2), each describing the `anemos` commands of that version only. The page of each version
 * (`docs/reference/cli.mdx`, `versioned_docs/version-0.2/reference/cli.mdx`) renders its file with
 * `src/components/CliReference`, and `tests/content/cli-reference.test.ts` checks each file against the tool's command
 * tree at the version's commit (`tests/fixtures/tool/<version>/cli.ts`, read from the tool's source at 73d3b32 for
 * Next and v0.2.1 for 0.2) and against every flag its docs use.
 *
 * The data lives here rather than beside a version's examples because it is neither an example nor a page: it is
 * typed site data that a component reads. When a new version is cut, copy `next.ts` to `<version>.ts` and point the
 * versioned page at the copy.
 *
 * Two kinds of text: `help` fields hold the tool's own help output, quoted exactly as its source writes it, and the
 * page shows them as such; every other string is ours. Our strings may mark code with backticks, nothing else.
 */

/** A flag as the command's `--help` lists it. */
export interface CliFlag {
  /** The long form, with its dashes: `--options-file`. */
  readonly name: string;
  /** The one-letter form, with its dash: `-f`. */
  readonly short?: string;
  /** What the flag takes, as a placeholder name (`path`); absent for a switch. */
  readonly value?: string;
  /** The default value that `--help` prints, exactly. */
  readonly default?: string;
  /** Our words for what applies when the flag is left out, where `--help` prints no default. */
  readonly whenOmitted?: string;
  /** The tool's help text for the flag, quoted. */
  readonly help: string;
  /** What the flag does in this version. */
  readonly description: string;
  /** Set when the flag is accepted but changes nothing in this version: why, in our words. */
  readonly noEffect?: string;
}

/** A positional argument. */
export interface CliArgument {
  readonly name: string;
  readonly required: boolean;
  /** The argument takes the rest of the command line (`[args...]`). */
  readonly variadic?: boolean;
  readonly description: string;
}

/** A subcommand that hands its arguments to another program (`anemos package add`). */
export interface CliSubcommand {
  readonly name: string;
  /** Its arguments, as a synopsis: `<package…>`. */
  readonly args?: string;
  /** The tool's help text, quoted. */
  readonly help: string;
  /** What it runs, such as `bun add`. */
  readonly runs: string;
  /** Whether it rewrites the project's type declarations first. */
  readonly refreshesDeclarations: boolean;
}

/** A transcript shown as what a command prints: a `.txt` file of the version's examples, by repository path. */
export interface CliTranscript {
  readonly file: string;
  /** Shown above the transcript. */
  readonly title: string;
}

export interface CliCommand {
  /** The word after `anemos`. */
  readonly name: string;
  /** The tool's help text for the command, quoted. */
  readonly help: string;
  /** What the command does. */
  readonly description: string;
  readonly arguments: readonly CliArgument[];
  readonly flags: readonly CliFlag[];
  readonly subcommands?: readonly CliSubcommand[];
  /** What the command prints, in words. */
  readonly prints: string;
  readonly transcript?: CliTranscript;
  /** Command lines to copy, each introduced by our comment. */
  readonly examples: readonly { readonly comment: string; readonly command: string }[];
}

/** A command that cobra, the library the CLI is built with, adds to it: `help` and `completion`. */
export interface CliLibraryCommand {
  readonly name: string;
  /** cobra's help text for it, quoted. */
  readonly help: string;
  readonly description: string;
}

export interface CliReference {
  /** The docs version, as `tests/fixtures/docs-versions.ts` names it: `Next` or `0.2`. */
  readonly version: string;
  /** The tool version the page describes, for sentences such as "No effect in v0.2.1". */
  readonly toolVersion: string;
  /**
   * `anemos` itself: its help text and its flags, `-v` and `-h`, which every Anemos command accepts, and
   * `--version`.
   */
  readonly root: {
    readonly help: string;
    readonly description: string;
    readonly flags: readonly CliFlag[];
    readonly transcript?: CliTranscript;
  };
  /** The Anemos commands, in the order `anemos --help` lists them. */
  readonly commands: readonly CliCommand[];
  readonly libraryCommands: readonly CliLibraryCommand[];
}

/** The command line a command takes, `anemos build <js_file> [args...]`: `<required>` and `[optional]` arguments. */
export function synopsis(command: Pick<CliCommand, 'name' | 'arguments'>): string {
  const args = command.arguments.map(({ name, required, variadic }) => {
    const text = `${name}${variadic ? '...' : ''}`;
    return required ? `<${text}>` : `[${text}]`;
  });
  return ['anemos', command.name, ...args].join(' ');
}

/** How a flag is written in a table: `-f, --options-file <path>`. */
export function flagLabel(flag: CliFlag): string {
  return `${flag.short ? `${flag.short}, ` : ''}${flag.name}${flag.value ? ` <${flag.value}>` : ''}`;
}

/** The anchor of a command's section. */
export const commandId = (name: string): string => `anemos-${name}`;

/** The flags a cheat sheet lists: those that change what the command does (a `noEffect` flag is left out). */
export const everydayFlags = (flags: readonly CliFlag[]): CliFlag[] => flags.filter((flag) => !flag.noEffect);

/** The text up to the first full stop that ends a sentence, outside code spans. */
export function firstSentence(text: string): string {
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '`') {
      inCode = !inCode;
    } else if (!inCode && text[i] === '.' && (i === text.length - 1 || text[i + 1] === ' ')) {
      return text.slice(0, i + 1);
    }
  }
  return text;
}
