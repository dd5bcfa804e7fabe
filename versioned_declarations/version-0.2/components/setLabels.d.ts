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
         * Adds a component that sets labels on every document, or on the documents a predicate accepts.
         *
         * @remarks
         * The component works at {@link steps.modify} and writes into `.metadata.labels` with
         * {@link Document.setLabels}; it does nothing when there are no labels. To label pod templates
         * or selectors as well, call {@link Document.setLabels} with {@link LabelNode} places yourself.
         *
         * @param options - The labels and the optional filter.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"set-labels"`.
         */
        setLabels(options: Options): Component;

        /**
         * Adds a component that sets labels on every document, or on the documents a predicate accepts.
         *
         * @remarks
         * The component works at {@link steps.modify} and writes into `.metadata.labels`. The first
         * argument is taken as a set of labels when all its own properties are strings, and as
         * {@link Options | the options} otherwise.
         *
         * @example
         * ```ts
         * builder.setLabels({ team: "payments" }, (document) => document.metadata?.namespace === "payments");
         * ```
         *
         * @param labels - The labels to set, as key-value pairs.
         * @param predicate - Chooses the documents to change. Leave it out to change every document.
         * @returns The new component, already registered on this builder.
         */
        setLabels(labels: Record<string, string>, predicate?: Predicate): Component;

        /**
         * Adds a component that sets one label on every document, or on the documents a predicate
         * accepts.
         *
         * @remarks
         * The component works at {@link steps.modify} and writes into `.metadata.labels`.
         *
         * @example
         * ```ts
         * builder.setLabels("app.kubernetes.io/part-of", "shop");
         * ```
         *
         * @param key - The label key.
         * @param value - The label value.
         * @param predicate - Chooses the documents to change. Leave it out to change every document.
         * @returns The new component, already registered on this builder.
         */
        setLabels(key: string, value: string, predicate?: Predicate): Component;
    }
}
