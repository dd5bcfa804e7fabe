import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Text from '@site/src/components/CliReference/Text';
import {
  type CliFlag,
  type CliReference as CliData,
  commandId,
  everydayFlags,
  firstSentence,
  flagLabel,
  synopsis,
} from '@site/src/data/cli/types';

/**
 * The cheat sheet's half about the command line: every command of a docs version with its everyday flags and the
 * command lines to copy, read from the same data file as the CLI reference (`src/data/cli/`), so the two pages
 * cannot disagree. Each command links to its section of the reference, which has the rest.
 *
 * Everyday flags are all the flags the tool acts on: a flag the data marks `noEffect` is left out, as a command line
 * must not rely on it. Each flag keeps the first sentence of its description; the reference has the whole text.
 * Plain server-rendered markup, like the reference.
 */

interface Props {
  readonly cli: CliData;
  /** The route of the version's CLI reference, `/docs/0.2/reference/cli/`, which each command links to. */
  readonly referencePath: string;
}

function FlagList({ flags }: { flags: readonly CliFlag[] }): ReactNode {
  return (
    <ul>
      {flags.map((flag) => (
        <li key={flag.name}>
          <code>{flagLabel(flag)}</code>
          {flag.default !== undefined && (
            <>
              {' '}
              (default <code>{flag.default}</code>)
            </>
          )}
          : <Text text={firstSentence(flag.description)} />
        </li>
      ))}
    </ul>
  );
}

export default function CliCheatSheet({ cli, referencePath }: Props): ReactNode {
  const examples = cli.commands.flatMap((command) => command.examples);
  const ignored = [
    ...cli.root.flags.filter((flag) => flag.noEffect).map((flag) => `anemos ${flag.name}`),
    ...cli.commands.flatMap((command) =>
      command.flags.filter((flag) => flag.noEffect).map((flag) => `anemos ${command.name} ${flag.name}`),
    ),
  ];
  return (
    <>
      <table>
        <thead>
          <tr>
            <th>Command</th>
            <th>Help text</th>
            <th>Everyday flags and subcommands</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <Link to={`${referencePath}#global-flags`}>
                <code>anemos</code>
              </Link>
            </td>
            <td>
              <q>{cli.root.help}</q> The global flags.
            </td>
            <td>
              <FlagList flags={everydayFlags(cli.root.flags)} />
            </td>
          </tr>
          {cli.commands.map((command) => {
            const flags = everydayFlags(command.flags);
            return (
              <tr key={command.name}>
                <td>
                  <Link to={`${referencePath}#${commandId(command.name)}`}>
                    <code>{synopsis(command)}</code>
                  </Link>
                </td>
                <td>
                  <q>{command.help}</q>
                </td>
                <td>
                  {flags.length > 0 && <FlagList flags={flags} />}
                  {command.subcommands && (
                    <ul>
                      {command.subcommands.map((sub) => (
                        <li key={sub.name}>
                          <code>{[sub.name, sub.args].filter(Boolean).join(' ')}</code>: runs <code>{sub.runs}</code>
                        </li>
                      ))}
                    </ul>
                  )}
                  {flags.length === 0 && !command.subcommands && 'None'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {ignored.length > 0 && (
        <p>
          Left out because {cli.toolVersion} accepts them but ignores them:{' '}
          {ignored.map((flag, index) => (
            <span key={flag}>
              {index > 0 && ', '}
              <code>{flag}</code>
            </span>
          ))}
          .
        </p>
      )}
      <CodeBlock language="bash" title="Command lines to copy">
        {examples.map((example) => `# ${example.comment}\n${example.command}`).join('\n\n')}
      </CodeBlock>
    </>
  );
}
