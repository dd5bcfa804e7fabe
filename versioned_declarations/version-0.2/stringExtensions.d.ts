/**
 * Adds spaces in front of every line except the first.
 *
 * @remarks
 * The first line is left alone because it usually continues text that is already indented, for
 * example when a multi-line value goes into a YAML template string. Every string has the same
 * helper as a method: `text.indent(2)`.
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
 * Removes the indentation that all non-blank lines of a text share.
 *
 * @remarks
 * This lets multi-line strings follow the indentation of the surrounding code. The functions that
 * parse YAML text, such as {@link parseDocument}, already dedent it. Every string has the same
 * helper as a method: `text.dedent()`.
 *
 * @example
 * ```ts
 * const text = anemos.dedent(`
 *     first line
 *       indented line
 *     `);
 * // "first line" now starts at column 0, and "indented line" keeps two spaces.
 * ```
 *
 * @param text - The text to dedent.
 * @returns The text without the shared indentation.
 */
export declare function dedent(text: string): string;

/**
 * Turns any text into a name that Kubernetes accepts for objects and label values.
 *
 * @remarks
 * The text is lower-cased, every character other than `a` to `z`, `0` to `9` and `-` becomes `-`,
 * the result is cut to 63 characters, and `-` is trimmed from both ends. For example, `"My App_v2"`
 * becomes `"my-app-v2"`. Default file names and apply-set names are made with it. Every string has
 * the same helper as a method: `text.toKubernetesIdentifier()`.
 *
 * Base64 is available only as string methods, `text.base64Encode()` and `text.base64Decode()`. The
 * declarations that v0.2.1 writes also list top-level `base64Encode` and `base64Decode` functions,
 * but they do not exist when a script runs.
 *
 * @param text - The text to convert.
 * @returns The converted name.
 */
export declare function toKubernetesIdentifier(text: string): string;
