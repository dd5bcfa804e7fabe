/**
 * Adds spaces to the start of every line except the first.
 *
 * @remarks
 * The first line is left alone because it usually continues text that is already indented,
 * for example when you insert a multi-line value into a YAML template string.
 *
 * @example
 * ```ts
 * const script = "echo start\nexec nginx";
 * const yaml = "script: |\n  " + anemos.indent(script, 2);
 * // script: |
 * //   echo start
 * //   exec nginx
 * ```
 *
 * @param text - The text to indent.
 * @param numberOfSpaces - How many spaces to put in front of each line after the first.
 * @returns The indented text.
 */
export declare function indent(text: string, numberOfSpaces: number): string;

/**
 * Removes the indentation that all non-blank lines of a text have in common.
 *
 * @remarks
 * This lets you indent multi-line strings to match the surrounding code. The functions that
 * parse YAML text, such as {@link parseDocument}, already dedent their input.
 *
 * @example
 * ```ts
 * const text = anemos.dedent(`
 *     first line
 *       indented line
 *     `);
 * // "first line" starts at column 0, "indented line" keeps two spaces.
 * ```
 *
 * @param text - The text to dedent.
 * @returns The text without the shared indentation.
 */
export declare function dedent(text: string): string;

/**
 * Turns any text into a name that Kubernetes accepts as an object name or label value.
 *
 * @remarks
 * The text is lower-cased, every character other than `a` to `z`, `0` to `9` and `-` is
 * replaced with `-`, the result is cut to 63 characters, and leading and trailing `-` are
 * removed. For example, `"My App_v2"` becomes `"my-app-v2"`.
 *
 * @param text - The text to convert.
 * @returns The converted name.
 */
export declare function toKubernetesIdentifier(text: string): string;
