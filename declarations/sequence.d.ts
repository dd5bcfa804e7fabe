import { Mapping } from "./mapping";
import { Scalar } from "./scalar";

/**
 * An ordered YAML list. Its items can be of any node kind, {@link Mapping}, {@link Sequence} or
 * {@link Scalar}, and one list may mix them.
 *
 * @remarks
 * Positions are zero-based. Methods that read, replace or remove the item at a position throw an
 * error when the position is outside the list.
 *
 * Arrays and objects you pass in are converted with the same rules as for a {@link Mapping}: objects
 * become mappings, nested arrays become sequences, and numbers, booleans and strings become scalars.
 * The conversion makes a copy.
 *
 * @example
 * ```ts
 * import * as anemos from "@ohayocorp/anemos";
 *
 * const ports = new anemos.Sequence([
 *     { name: "http", containerPort: 8080 },
 *     { name: "metrics", containerPort: 9090 },
 * ]);
 *
 * const metrics = ports.getMapping((port) => port.getValue("name") === "metrics");
 * metrics?.set("protocol", "TCP");
 *
 * const command = new anemos.Sequence(["sh", "-c"]);
 * command.add("echo ready");
 * ```
 */
export declare class Sequence {
    /**
     * Creates an empty sequence.
     */
    constructor();

    /**
     * Creates a sequence from an array, converting each item to a YAML node.
     *
     * @param items - The items, in order. Objects become mappings, arrays become sequences and other
     * values become scalars.
     */
    constructor(items: any[]);

    /**
     * Appends one mapping to the end of the list.
     *
     * @param mapping - A {@link Mapping}, or a plain object that is converted into one.
     */
    add(mapping: Mapping | Object): void;

    /**
     * Appends several mappings to the end of the list, each as its own item.
     *
     * @param mappings - The {@link Mapping} nodes or plain objects to append, in order.
     */
    add(mappings: Mapping[] | Object[]): void;

    /**
     * Appends one nested sequence to the end of the list.
     *
     * @param sequence - A {@link Sequence}, or an array that is converted into one.
     */
    add(sequence: Sequence | any[]): void;

    /**
     * Appends several nested sequences to the end of the list, each as its own item.
     *
     * @param sequences - The {@link Sequence} nodes or arrays to append, in order.
     */
    add(sequences: Sequence[] | any[]): void;

    /**
     * Appends one scalar node to the end of the list.
     *
     * @param scalar - The {@link Scalar} to append.
     */
    add(scalar: Scalar): void;

    /**
     * Appends several scalar nodes to the end of the list, each as its own item.
     *
     * @param scalars - The {@link Scalar} nodes to append, in order.
     */
    add(scalars: Scalar[]): void;

    /**
     * Appends a string to the end of the list.
     *
     * @param value - The text to append.
     * @returns The {@link Scalar} created for the value, so that you can change its style.
     */
    add(value: string): Scalar;

    /**
     * Appends several strings to the end of the list, each as its own item.
     *
     * @param values - The texts to append, in order.
     */
    add(values: string[]): void;

    /**
     * Replaces the item at a position with a mapping.
     *
     * @param index - The zero-based position of the item to replace.
     * @param mapping - The new {@link Mapping}.
     */
    set(index: number, mapping: Mapping): void;

    /**
     * Replaces the item at a position with a nested sequence.
     *
     * @param index - The zero-based position of the item to replace.
     * @param sequence - The new {@link Sequence}.
     */
    set(index: number, sequence: Sequence): void;

    /**
     * Replaces the item at a position with a scalar node.
     *
     * @param index - The zero-based position of the item to replace.
     * @param scalar - The new {@link Scalar}.
     */
    set(index: number, scalar: Scalar): void;

    /**
     * Replaces the item at a position with a string.
     *
     * @param index - The zero-based position of the item to replace.
     * @param value - The new text.
     * @returns The {@link Scalar} created for the value.
     */
    set(index: number, value: string): Scalar;

    /**
     * Inserts a mapping at a position, shifting the items from there onward by one.
     *
     * @param index - The zero-based position of the new item; `0` puts it first and the current
     * length appends it.
     * @param mapping - The {@link Mapping} to insert.
     */
    insert(index: number, mapping: Mapping): void;

    /**
     * Inserts a nested sequence at a position, shifting the items from there onward by one.
     *
     * @param index - The zero-based position of the new item; `0` puts it first and the current
     * length appends it.
     * @param sequence - The {@link Sequence} to insert.
     */
    insert(index: number, sequence: Sequence): void;

    /**
     * Inserts a scalar node at a position, shifting the items from there onward by one.
     *
     * @param index - The zero-based position of the new item; `0` puts it first and the current
     * length appends it.
     * @param scalar - The {@link Scalar} to insert.
     */
    insert(index: number, scalar: Scalar): void;

    /**
     * Inserts a string at a position, shifting the items from there onward by one.
     *
     * @param index - The zero-based position of the new item; `0` puts it first and the current
     * length appends it.
     * @param value - The text to insert.
     * @returns The {@link Scalar} created for the value.
     */
    insert(index: number, value: string): Scalar;

    /**
     * Reads the item at a position as a mapping.
     *
     * @param index - The zero-based position of the item.
     * @returns The {@link Mapping} at that position.
     * @throws An error when the position is outside the list or the item there is not a mapping.
     */
    getMapping(index: number): Mapping;

    /**
     * Finds the first mapping item that a filter accepts. Items of other kinds are skipped.
     *
     * @example
     * ```ts
     * // Finds the environment variable named LOG_LEVEL in a container's env list.
     * const logLevel = env.getMapping((variable) => variable.getValue("name") === "LOG_LEVEL");
     * ```
     *
     * @param filter - Called with each mapping item in order; return `true` to select it.
     * @returns The first matching {@link Mapping}, or `null` when none matches.
     */
    getMapping(filter: (mapping: Mapping) => boolean): Mapping | null;

    /**
     * Reads the item at a position as a nested sequence.
     *
     * @param index - The zero-based position of the item.
     * @returns The {@link Sequence} at that position.
     */
    getSequence(index: number): Sequence;

    /**
     * Finds the first nested sequence that a filter accepts. Items of other kinds are skipped.
     *
     * @param filter - Called with each sequence item in order; return `true` to select it.
     * @returns The first matching {@link Sequence}, or `null` when none matches.
     */
    getSequence(filter: (sequence: Sequence) => boolean): Sequence | null;

    /**
     * Reads the item at a position as a scalar node.
     *
     * @param index - The zero-based position of the item.
     * @returns The {@link Scalar} at that position.
     */
    getScalar(index: number): Scalar;

    /**
     * Finds the first scalar item that a filter accepts. Items of other kinds are skipped.
     *
     * @param filter - Called with each scalar item in order; return `true` to select it.
     * @returns The first matching {@link Scalar}, or `null` when none matches.
     */
    getScalar(filter: (scalar: Scalar) => boolean): Scalar | null;

    /**
     * Reads the text of the scalar item at a position.
     *
     * @param index - The zero-based position of the item.
     * @returns The value as text.
     */
    getValue(index: number): string;

    /**
     * Counts the items of the list.
     *
     * @returns The number of items.
     */
    length(): number;

    /**
     * Deletes the item at a position, shifting the items after it back by one.
     *
     * @param index - The zero-based position of the item to delete.
     */
    remove(index: number): void;

    /**
     * Deletes every item, leaving an empty list.
     */
    clear(): void;

    /**
     * Makes a deep copy of this sequence, including every nested node.
     *
     * @returns The new {@link Sequence}. Changes to it do not affect the original.
     */
    clone(): Sequence;
}
