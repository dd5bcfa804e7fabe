import type { ReactNode } from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {
  type CliCommand,
  type CliFlag,
  type CliReference as CliData,
  commandId,
  flagLabel,
  synopsis,
} from '@site/src/data/cli/types';
import Text from './Text';
import styles from './styles.module.css';

/**
 * The CLI reference of one docs version, rendered from its data file (`src/data/cli/`): a section per command with
 * its usage, the tool's help text, our description, its arguments, a table of its flags, what it prints and
 * examples, then a table of the commands cobra adds. Everything is plain markup rendered on the server; nothing here
 * runs in the browser after hydration.
 *
 * Docusaurus builds a page's table of contents from its Markdown headings, and these headings come from data, so
 * the page exports `toc = cliToc(cli)` to list them.
 */

interface Props {
  readonly cli: CliData;
  /** The text of each transcript the data names, by repository path; the page imports them as `?raw`. */
  readonly transcripts: Readonly<Record<string, string>>;
}

/** One entry of a page's table of contents, as Docusaurus reads the `toc` export. */
interface TocItem {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}

const sections = {
  output: { title: 'Output and exit status', id: 'output-and-exit-status' },
  global: { title: 'Global flags', id: 'global-flags' },
  library: { title: 'Commands cobra adds', id: 'commands-cobra-adds' },
} as const;

/** The table of contents of the page: the sections this component renders, in order. */
export function cliToc(cli: CliData): TocItem[] {
  return [
    ...[sections.output, sections.global].map(({ title, id }) => ({ value: title, id, level: 2 })),
    ...cli.commands.map(({ name }) => ({ value: `anemos ${name}`, id: commandId(name), level: 2 })),
    { value: sections.library.title, id: sections.library.id, level: 2 },
  ];
}

/** The tool's own help text, quoted. */
const Help = ({ text }: { text?: string }): ReactNode => (text ? <q>{text}</q> : '—');

function Transcript({ file, title, transcripts }: { file: string; title: string; transcripts: Props['transcripts'] }) {
  const text = transcripts[file];
  if (text === undefined) {
    throw new Error(`CliReference: the page passes no transcript for ${file}`);
  }
  return (
    <CodeBlock language="text" title={`Terminal: ${title}`}>
      {text}
    </CodeBlock>
  );
}

function defaultOf(flag: CliFlag): ReactNode {
  if (flag.default !== undefined) {
    return <code>{flag.default}</code>;
  }
  if (flag.whenOmitted) {
    return <Text text={flag.whenOmitted} />;
  }
  return flag.value ? 'none' : 'off';
}

function Flags({ flags }: { flags: readonly CliFlag[] }): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Flag</th>
          <th>Default</th>
          <th>Help text</th>
          <th>What it does</th>
        </tr>
      </thead>
      <tbody>
        {flags.map((flag) => (
          <tr key={flag.name}>
            <td>
              <code>{flagLabel(flag)}</code>
              {flag.noEffect && (
                <>
                  {' '}
                  <span className={clsx('badge', styles.noEffect)}>No effect</span>
                </>
              )}
            </td>
            <td>{defaultOf(flag)}</td>
            <td>
              <Help text={flag.help} />
            </td>
            <td>
              {flag.noEffect && (
                <>
                  <strong>
                    <Text text={flag.noEffect} />
                  </strong>{' '}
                </>
              )}
              <Text text={flag.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Command({ command, transcripts }: { command: CliCommand; transcripts: Props['transcripts'] }): ReactNode {
  const { name, help, description, arguments: args, flags, subcommands, prints, transcript, examples } = command;
  return (
    <>
      <Heading as="h2" id={commandId(name)}>
        anemos {name}
      </Heading>
      <p>
        <strong>Usage:</strong> <code>{synopsis(command)}</code>
        <br />
        <strong>Help text:</strong> <Help text={help} />
      </p>
      <p>
        <Text text={description} />
      </p>
      {args.length > 0 && (
        <ul>
          {args.map((arg) => (
            <li key={arg.name}>
              <code>{arg.name}</code> ({arg.required ? 'required' : 'optional'}): <Text text={arg.description} />
            </li>
          ))}
        </ul>
      )}
      {flags.length > 0 && <Flags flags={flags} />}
      {subcommands && (
        <table>
          <thead>
            <tr>
              <th>Subcommand</th>
              <th>Help text</th>
              <th>Runs</th>
              <th>
                Refreshes <code>.anemos/types</code>
              </th>
            </tr>
          </thead>
          <tbody>
            {subcommands.map((sub) => (
              <tr key={sub.name}>
                <td>
                  <code>{['anemos', name, sub.name, sub.args].filter(Boolean).join(' ')}</code>
                </td>
                <td>
                  <Help text={sub.help} />
                </td>
                <td>
                  <code>{sub.runs}</code>
                </td>
                <td>{sub.refreshesDeclarations ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <strong>What it prints:</strong> <Text text={prints} />
      </p>
      {transcript && <Transcript {...transcript} transcripts={transcripts} />}
      <CodeBlock language="bash" title="Examples">
        {examples.map((example) => `# ${example.comment}\n${example.command}`).join('\n\n')}
      </CodeBlock>
    </>
  );
}

export default function CliReference({ cli, transcripts }: Props): ReactNode {
  const { root } = cli;
  return (
    <>
      <Heading as="h2" id={sections.output.id}>
        {sections.output.title}
      </Heading>
      <p>
        <Text text={root.description} />
      </p>
      <Heading as="h2" id={sections.global.id}>
        {sections.global.title}
      </Heading>
      <p>
        <strong>
          Help text of <code>anemos</code>:
        </strong>{' '}
        <Help text={root.help} />
      </p>
      <Flags flags={root.flags} />
      {root.transcript && <Transcript {...root.transcript} transcripts={transcripts} />}
      {cli.commands.map((command) => (
        <Command key={command.name} command={command} transcripts={transcripts} />
      ))}
      <Heading as="h2" id={sections.library.id}>
        {sections.library.title}
      </Heading>
      <p>
        cobra, the library the CLI is built with, adds these commands to <code>anemos</code>. They are not part of
        Anemos and print nothing about Kubernetes.
      </p>
      <table>
        <thead>
          <tr>
            <th>Command</th>
            <th>Help text</th>
            <th>What it does</th>
          </tr>
        </thead>
        <tbody>
          {cli.libraryCommands.map((command) => (
            <tr key={command.name}>
              <td>
                <code>anemos {command.name}</code>
              </td>
              <td>
                <Help text={command.help} />
              </td>
              <td>
                <Text text={command.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
