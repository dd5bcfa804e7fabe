/**
 * The theme's magic comments (`themeConfig.prism.magicComments`): a line holding only such a comment is left out of
 * the code a block shows and copies, and gives the next line its class. One more than the theme's default:
 * `// @ts-expect-error` marks the next line as one whose compile error is the point of the example. `npm run
 * typecheck` then fails if that line compiles, and the build shows the error in place (src/plugins/code-types).
 */
export const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
  { className: 'code-block-error-line', line: '@ts-expect-error' },
];

/** The directive of the magic comment that marks an intended compile error on the next line. */
export const intendedErrorDirective = '@ts-expect-error';

const directives = magicComments
  .flatMap(({ line, block }) => [line, block?.start, block?.end])
  .filter((directive): directive is string => Boolean(directive));

// As the theme matches them in JavaScript and TypeScript (theme-common's codeBlockUtils): a `//` or `/* */` comment
// alone on its line.
const directiveLine = new RegExp(
  `^\\s*(?:\\/\\/\\s*(${directives.join('|')})\\s*|\\/\\*\\s*(${directives.join('|')})\\s*\\*\\/)\\s*$`,
);

/** The code a JavaScript or TypeScript block shows, and the lines (0-based, of that code) marked as intended errors. */
export interface DisplayedCode {
  readonly code: string;
  readonly errorLines: readonly number[];
  /** The line of the text that each line of the code is (0-based), for messages about the file. */
  readonly sourceLines: readonly number[];
}

/**
 * The code of a block as the theme shows it: without the final line break and without the lines that hold only a
 * magic comment, with `\n` line breaks (the theme splits on `\r?\n`).
 */
export function displayedCode(text: string): DisplayedCode {
  const lines: string[] = [];
  const errorLines: number[] = [];
  const sourceLines: number[] = [];
  text
    .replace(/\r?\n$/, '')
    .split(/\r?\n/)
    .forEach((line, index) => {
      const match = directiveLine.exec(line);
      if (!match) {
        lines.push(line);
        sourceLines.push(index);
      } else if ((match[1] ?? match[2]) === intendedErrorDirective) {
        errorLines.push(lines.length);
      }
    });
  return { code: lines.join('\n'), errorLines, sourceLines };
}
