import { Scalar } from "./scalar";
import { Sequence } from "./sequence";
import type { Document } from "./document";

/**
 * An ordered YAML mapping: a list of key/value entries where every key is a unique {@link Scalar}
 * and every value is a {@link Mapping}, a {@link Sequence} or a {@link Scalar}.
 *
 * @remarks
 * Entries keep the order in which they were added, and that order is the order of the YAML output.
 * Use {@link Mapping.insert} or {@link Mapping.move} to place an entry at a given position, and
 * {@link Mapping.sortByKey} to sort all entries.
 *
 * When you pass a plain JavaScript object (to a constructor, to {@link Mapping.set}, to a
 * {@link Document} constructor or to `addDocument`), it is converted into YAML nodes with these rules:
 *
 * - Keys keep the order they have in the object.
 * - Entries whose value is `null` or `undefined` are left out.
 * - Nested objects become mappings and arrays become sequences.
 * - Numbers and booleans become plain scalars, for example `replicas: 2` and `enabled: true`.
 * - Strings that contain a line break are written with the literal block style (`|`).
 * - Strings that would otherwise be read back as a number or a boolean, such as `"80"` or `"true"`,
 *   are double-quoted so that they stay strings.
 * - All other strings are plain, for example `targetPort: http`.
 *
 * The conversion makes a copy: changing the JavaScript object afterwards does not change the mapping.
 *
 * @example
 * ```ts
 * import * as anemos from "@ohayocorp/anemos";
 *
 * const metadata = new anemos.Mapping({
 *     name: "web",
 *     labels: { app: "web", tier: "frontend" },
 *     annotations: undefined, // left out of the YAML
 * });
 *
 * metadata.set("namespace", "shop");
 * metadata.getMapping("labels")?.set("version", "v2");
 * ```
 *
 * The mapping above is written as:
 *
 * ```yaml
 * name: web
 * labels:
 *   app: web
 *   tier: frontend
 *   version: v2
 * namespace: shop
 * ```
 */
export declare class Mapping {
    /**
     * Creates an empty mapping.
     */
    constructor();

    /**
     * Creates a mapping whose entries are the keys and string values of a record.
     *
     * @remarks
     * Values are styled with the conversion rules described on {@link Mapping}: a value such as `"80"`
     * is double-quoted, a multi-line value uses the literal block style and other values are plain.
     *
     * @param record - The key/value pairs, in the order they should appear.
     */
    constructor(record: Record<string, string>);

    /**
     * Creates a mapping from a plain object, converting nested objects to mappings, arrays to
     * sequences and other values to scalars.
     *
     * @remarks
     * See {@link Mapping} for the conversion rules. The object is copied.
     *
     * @param object - The object to convert.
     */
    constructor(object: Object);

    /**
     * Looks up the mapping stored under a key.
     *
     * @param key - The key to read.
     * @returns The {@link Mapping} under the key, or `null` when the key is missing or holds another kind of node.
     */
    getMapping(key: string): Mapping | null;

    /**
     * Follows a path of keys through nested mappings and returns the mapping at its end.
     *
     * @example
     * ```ts
     * // Reads .spec.template.spec of a Deployment.
     * const podSpec = root.getMapping(["spec", "template", "spec"]);
     * ```
     *
     * @param keys - The keys to follow, outermost first.
     * @returns The {@link Mapping} at the end of the path, or `null` when a key on the way is missing or
     * does not hold the expected kind of node.
     */
    getMapping(keys: string[]): Mapping | null;

    /**
     * Looks up the sequence stored under a key.
     *
     * @param key - The key to read.
     * @returns The {@link Sequence} under the key, or `null` when the key is missing or holds another kind of node.
     */
    getSequence(key: string): Sequence | null;

    /**
     * Follows a path of keys through nested mappings and returns the sequence at its end.
     *
     * @param keys - The keys to follow, outermost first. The last key names the sequence.
     * @returns The {@link Sequence} at the end of the path, or `null` when a key on the way is missing or
     * does not hold the expected kind of node.
     */
    getSequence(keys: string[]): Sequence | null;

    /**
     * Looks up the scalar node stored under a key, for example to change its value or style.
     *
     * @param key - The key to read.
     * @returns The {@link Scalar} under the key, or `null` when the key is missing or holds another kind of node.
     */
    getScalar(key: string): Scalar | null;

    /**
     * Follows a path of keys through nested mappings and returns the scalar node at its end.
     *
     * @param keys - The keys to follow, outermost first. The last key names the scalar.
     * @returns The {@link Scalar} at the end of the path, or `null` when a key on the way is missing or
     * does not hold the expected kind of node.
     */
    getScalar(keys: string[]): Scalar | null;

    /**
     * Reads the text of the scalar stored under a key.
     *
     * @param key - The key to read.
     * @returns The value as text, or `null` when the key is missing or does not hold a scalar.
     */
    getValue(key: string): string | null;

    /**
     * Follows a path of keys through nested mappings and returns the text of the scalar at its end.
     *
     * @example
     * ```ts
     * const name = root.getValue(["metadata", "name"]);
     * ```
     *
     * @param keys - The keys to follow, outermost first. The last key names the scalar.
     * @returns The value as text, or `null` when a key on the way is missing or the last key does not hold a
     * scalar.
     */
    getValue(keys: string[]): string | null;

    /**
     * Stores a mapping under a key. An existing entry with that key is replaced in place; a new key is
     * added at the end.
     *
     * @remarks
     * A plain object is converted with the rules described on {@link Mapping}, and the conversion
     * makes a copy of it.
     *
     * @param key - The key to write.
     * @param value - A {@link Mapping} or a plain object to convert.
     */
    set(key: string, value: Mapping | Object): void;

    /**
     * Stores a scalar node under a key. An existing entry with that key is replaced in place; a new key
     * is added at the end.
     *
     * @param key - The key to write.
     * @param value - The {@link Scalar} to store.
     */
    set(key: string, value: Scalar): void;

    /**
     * Stores a sequence under a key. An existing entry with that key is replaced in place; a new key is
     * added at the end.
     *
     * @remarks
     * An array is converted item by item with the rules described on {@link Mapping}.
     *
     * @param key - The key to write.
     * @param value - A {@link Sequence} or an array to convert.
     */
    set(key: string, value: Sequence | any[]): void;

    /**
     * Stores a string under a key. An existing entry with that key is replaced in place; a new key is
     * added at the end.
     *
     * @param key - The key to write.
     * @param value - The text to store.
     * @returns The {@link Scalar} that now holds the value.
     */
    set(key: string, value: string): Scalar;

    /**
     * Adds a mapping entry at a given position.
     *
     * @param index - The zero-based position of the new entry; `0` puts it first.
     * @param key - The key of the new entry.
     * @param value - The {@link Mapping} to store.
     */
    insert(index: number, key: string, value: Mapping): void;

    /**
     * Adds a scalar entry at a given position.
     *
     * @param index - The zero-based position of the new entry; `0` puts it first.
     * @param key - The key of the new entry.
     * @param value - The {@link Scalar} to store.
     */
    insert(index: number, key: string, value: Scalar): void;

    /**
     * Adds a sequence entry at a given position.
     *
     * @param index - The zero-based position of the new entry; `0` puts it first.
     * @param key - The key of the new entry.
     * @param value - The {@link Sequence} to store.
     */
    insert(index: number, key: string, value: Sequence): void;

    /**
     * Adds a string entry at a given position.
     *
     * @param index - The zero-based position of the new entry; `0` puts it first.
     * @param key - The key of the new entry.
     * @param value - The text to store.
     * @returns The {@link Scalar} that holds the value.
     */
    insert(index: number, key: string, value: string): Scalar;

    /**
     * Checks whether the mapping has an entry with the given key.
     *
     * @param key - The key to look for.
     * @returns `true` when the key exists, otherwise `false`.
     */
    containsKey(key: string): boolean;

    /**
     * Returns the mapping stored under a key, creating an empty one first when needed.
     *
     * @remarks
     * A new empty mapping is stored when the key is missing or when its value is empty (such as
     * `key:` with nothing after it). If the key holds a non-empty value of another kind, for example a
     * string or a list, an error is thrown instead.
     *
     * @param key - The key to read or create.
     * @returns The existing or newly created {@link Mapping}.
     * @throws An error when the key holds a non-empty value that is not a mapping.
     */
    ensureMapping(key: string): Mapping;

    /**
     * Walks a path of keys and creates every missing mapping along the way, then returns the last one.
     *
     * @remarks
     * Each step follows the rules of the single-key overload, so an entry of another kind on the path
     * causes an error.
     *
     * @example
     * ```ts
     * const document = new anemos.Document("deployment.yaml");
     * const root = document.getRoot();
     *
     * // Creates spec, spec.template and spec.template.spec when they are missing.
     * const podSpec = root.ensureMapping(["spec", "template", "spec"]);
     * podSpec.set("serviceAccountName", "web");
     * ```
     *
     * @param keys - The keys to follow or create, outermost first.
     * @returns The {@link Mapping} at the end of the path.
     */
    ensureMapping(keys: string[]): Mapping;

    /**
     * Returns the sequence stored under a key, creating an empty one first when needed.
     *
     * @remarks
     * A new empty sequence is stored when the key is missing or when its value is empty. If the key
     * holds a non-empty value of another kind, such as a mapping or a string, an error is thrown.
     *
     * @param key - The key to read or create.
     * @returns The existing or newly created {@link Sequence}.
     * @throws An error when the key holds a non-empty value that is not a sequence.
     */
    ensureSequence(key: string): Sequence;

    /**
     * Walks a path of keys, creating missing mappings along the way, and returns the sequence named by
     * the last key, creating it when it is missing.
     *
     * @example
     * ```ts
     * const args = root.ensureSequence(["spec", "args"]);
     * args.add("--verbose");
     * ```
     *
     * @param keys - The keys to follow or create, outermost first. The last key names the sequence.
     * @returns The existing or newly created {@link Sequence}.
     */
    ensureSequence(keys: string[]): Sequence;

    /**
     * Finds the position of a key among the entries.
     *
     * @param key - The key to look for.
     * @returns The zero-based position of the entry, or `-1` when the key is missing.
     */
    indexOfKey(key: string): number;

    /**
     * Returns the key of the entry at a given position.
     *
     * @param index - The zero-based position of the entry.
     * @returns The key as a {@link Scalar}.
     */
    keyAt(index: number): Scalar;

    /**
     * Lists the keys of all entries in their current order.
     *
     * @returns The keys as {@link Scalar} nodes.
     */
    keys(): Scalar[];

    /**
     * Counts the entries of the mapping.
     *
     * @returns The number of key/value entries.
     */
    length(): number;

    /**
     * Moves an existing entry to another position, keeping its key and value.
     *
     * @param key - The key of the entry to move.
     * @param index - The zero-based position the entry should end up at.
     * @throws An error when the key is missing or the position is outside the mapping.
     */
    move(key: string, index: number): void;

    /**
     * Deletes the entry with the given key.
     *
     * @param key - The key of the entry to delete.
     */
    remove(key: string): void;

    /**
     * Deletes every entry, leaving an empty mapping.
     */
    clear(): void;

    /**
     * Reorders the entries by comparing their keys as text, in ascending order.
     */
    sortByKey(): void;

    /**
     * Makes a deep copy of this mapping, including every nested node.
     *
     * @returns The new {@link Mapping}. Changes to it do not affect the original.
     */
    clone(): Mapping;
}
