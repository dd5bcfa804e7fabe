/**
 * Sets labels on documents. See {@link Builder.setLabels}.
 *
 * @remarks
 * The component works at {@link steps.modify} on every document, or on those that {@link Options.predicate}
 * accepts, and writes into `.metadata.labels` with {@link Document.setLabels}; it does nothing when there are
 * no labels. To label pod templates or selectors as well, call {@link Document.setLabels} with
 * {@link LabelNode} places yourself.
 *
 * {@link Builder.setLabels} takes the options, a set of labels, or one key and value. Its first argument is
 * taken as a set of labels when all its own properties are strings, and as {@link Options | the options}
 * otherwise.
 *
 * @example
 * ```ts
 * builder.setLabels("app.kubernetes.io/part-of", "shop");
 *
 * // Only on the documents of the "payments" namespace.
 * builder.setLabels({ team: "payments" }, (document) => document.metadata?.namespace === "payments");
 * ```
 *
 * @module
 */
import { BuildContext } from "../buildContext";
import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";
import { Document } from "../document";

/**
 * Chooses the documents that {@link Builder.setLabels} changes.
 *
 * @param document - A document of the build.
 * @param context - The context of the running build.
 * @returns `true` to set the labels on this document.
 */
export type Predicate = (document: Document, context: BuildContext) => boolean;

/** The component type and identifier of the components this module creates. */
export declare const componentType = "set-labels";

/**
 * Options for {@link Builder.setLabels}.
 */
export declare class Options {
    /**
     * Creates the options.
     *
     * @param labels - The labels to set, as key-value pairs.
     * @param predicate - Chooses the documents to change. Leave it out to change every document.
     */
    constructor(labels: Record<string, string>, predicate?: Predicate);

    /** The labels to set, as key-value pairs. */
    labels: Record<string, string>;

    /** Chooses the documents to change. When not set, every document is changed. */
    predicate?: Predicate;
}

/**
 * The component that sets labels on the documents of a build. {@link Builder.setLabels} creates and
 * registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     *
     * @param options - The labels and the optional filter.
     */
    constructor(options: Options);

    /** The options of the component. */
    options: Options;
}

/**
 * Creates a component of this module and registers it on a builder, as {@link Builder.setLabels}
 * does.
 *
 * @param builder - The builder to register the component on.
 * @param options - The labels and the optional filter.
 * @returns The new component.
 */
export declare function add(builder: Builder, options: Options): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that sets labels on every document, or on those a predicate accepts, at
         * {@link steps.modify}. See {@link !setLabels | setLabels} for the options, remarks and examples.
         *
         * @param options - The labels and the optional filter.
         * @returns The new component, already registered on this builder.
         */
        setLabels(options: Options): Component;

        /**
         * Adds the same component, given the labels as key-value pairs.
         *
         * @param labels - The labels to set, as key-value pairs.
         * @param predicate - Chooses the documents to change; all of them when left out.
         * @returns The new component, already registered on this builder.
         */
        setLabels(labels: Record<string, string>, predicate?: Predicate): Component;

        /**
         * Adds the same component for one label.
         *
         * @param key - The label key.
         * @param value - The label value.
         * @param predicate - Chooses the documents to change; all of them when left out.
         * @returns The new component, already registered on this builder.
         */
        setLabels(key: string, value: string, predicate?: Predicate): Component;
    }
}
