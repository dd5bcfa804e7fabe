import { BuildContext } from "../buildContext";
import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";
import { Document } from "../document";

/**
 * Chooses the documents that {@link Builder.setAnnotations} changes.
 *
 * @param document - A document of the build.
 * @param context - The context of the running build.
 * @returns `true` to set the annotations on this document.
 */
export type Predicate = (document: Document, context: BuildContext) => boolean;

/** The component type and identifier of the components this module creates. */
export declare const componentType = "set-annotations";

/**
 * Options for {@link Builder.setAnnotations}.
 */
export declare class Options {
    /**
     * Creates the options.
     *
     * @param annotations - The annotations to set, as key-value pairs.
     * @param predicate - Chooses the documents to change. Leave it out to change every document.
     */
    constructor(annotations: Record<string, string>, predicate?: Predicate);

    /** The annotations to set, as key-value pairs. */
    annotations: Record<string, string>;

    /** Chooses the documents to change. When not set, every document is changed. */
    predicate?: Predicate;
}

/**
 * The component that sets annotations on the documents of a build. {@link Builder.setAnnotations} creates and
 * registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     *
     * @param options - The annotations and the optional filter.
     */
    constructor(options: Options);

    /** The options of the component. */
    options: Options;
}

/**
 * Creates a component of this module and registers it on a builder, as {@link Builder.setAnnotations}
 * does.
 *
 * @param builder - The builder to register the component on.
 * @param options - The annotations and the optional filter.
 * @returns The new component.
 */
export declare function add(builder: Builder, options: Options): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that sets annotations on every document, or on the documents a predicate accepts.
         *
         * @remarks
         * The component works at {@link steps.modify} and writes into `.metadata.annotations` with
         * {@link Document.setAnnotations}; it does nothing when there are no annotations. Pod templates
         * are not changed.
         *
         * @param options - The annotations and the optional filter.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"set-annotations"`.
         */
        setAnnotations(options: Options): Component;

        /**
         * Adds a component that sets annotations on every document, or on the documents a predicate accepts.
         *
         * @remarks
         * The component works at {@link steps.modify} and writes into `.metadata.annotations`. The first
         * argument is taken as a set of annotations when all its own properties are strings, and as
         * {@link Options | the options} otherwise.
         *
         * @example
         * ```ts
         * builder.setAnnotations({ "example.com/owner": "payments" }, (document) => document.isIngress());
         * ```
         *
         * @param annotations - The annotations to set, as key-value pairs.
         * @param predicate - Chooses the documents to change. Leave it out to change every document.
         * @returns The new component, already registered on this builder.
         */
        setAnnotations(annotations: Record<string, string>, predicate?: Predicate): Component;

        /**
         * Adds a component that sets one annotation on every document, or on the documents a predicate
         * accepts.
         *
         * @remarks
         * The component works at {@link steps.modify} and writes into `.metadata.annotations`.
         *
         * @example
         * ```ts
         * builder.setAnnotations("example.com/generated-by", "anemos");
         * ```
         *
         * @param key - The annotation key.
         * @param value - The annotation value.
         * @param predicate - Chooses the documents to change. Leave it out to change every document.
         * @returns The new component, already registered on this builder.
         */
        setAnnotations(key: string, value: string, predicate?: Predicate): Component;
    }
}
