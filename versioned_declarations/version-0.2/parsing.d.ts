import { Document } from "./document";

/**
 * Parses YAML text into plain JavaScript values.
 *
 * @remarks
 * The text is dedented and surrounding blank lines are removed first, so it can be indented freely
 * inside a template string. Only the first YAML document of the text is read. Mappings become
 * objects and sequences become arrays; scalars become booleans, numbers, `null` or strings by their
 * YAML type. Comments and quoting styles are not kept.
 *
 * @example
 * ```ts
 * const values = anemos.parse(`
 *     replicas: 2
 *     ports: [80, 443]
 *     `) as { replicas: number; ports: number[] };
 * ```
 *
 * @param yaml - The YAML text. Empty text throws an error.
 * @returns The parsed object or array, or `null` when the text holds only comments.
 */
export declare function parse(yaml: string): Object;

/**
 * Parses YAML text into a new {@link Document}, like `new anemos.Document(text)`.
 *
 * @remarks
 * The text is dedented first and only its first YAML document is read. The new document has no path
 * of its own, so it gets the default name; set another with {@link Document.setPath}.
 *
 * Together with {@link serializeToYaml}, this makes a deep copy of a document:
 * `anemos.parseDocument(anemos.serializeToYaml(document))`. The copy does not keep the path.
 *
 * @param yaml - The YAML text of one manifest. Empty text throws an error.
 * @returns The new document, or `null` when the text holds only comments.
 */
export declare function parseDocument(yaml: string): Document;
