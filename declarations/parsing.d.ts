import { Document } from "./document";
import { Mapping } from "./mapping";
import { Sequence } from "./sequence";

/**
 * Parses YAML text into a {@link Document} with the given path.
 *
 * @remarks
 * The text is dedented first, so you can indent it to match your code. It must contain a
 * single mapping.
 *
 * @example
 * ```ts
 * const document = anemos.parseDocument("service.yaml", `
 *     apiVersion: v1
 *     kind: Service
 *     metadata:
 *       name: web
 *     `);
 * ```
 *
 * @param path - The file path of the document, for example `"service.yaml"`.
 * @param text - The YAML text.
 * @returns The new document.
 */
export declare function parseDocument(path: string, text: string): Document;

/**
 * Parses YAML text that holds a mapping into a {@link Mapping}.
 *
 * @example
 * ```ts
 * const container = anemos.parseMapping(`
 *     name: sidecar
 *     image: busybox
 *     `);
 * ```
 *
 * @param text - The YAML text.
 * @returns The parsed mapping.
 */
export declare function parseMapping(text: string): Mapping;

/**
 * Parses YAML text that holds a list into a {@link Sequence}.
 *
 * @param text - The YAML text.
 * @returns The parsed sequence.
 */
export declare function parseSequence(text: string): Sequence;

/**
 * Converts a value to YAML text with an indentation of two spaces.
 *
 * @remarks
 * Accepts YAML nodes such as a {@link Mapping} or a {@link Sequence}, as well as plain
 * objects and arrays.
 *
 * @param data - The value to convert.
 * @returns The YAML text.
 */
export declare function serializeToYaml(data: any): string;
