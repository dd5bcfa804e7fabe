/**
 * Sets the class of Ingresses. See {@link Builder.setIngressClassName}.
 *
 * @remarks
 * The component checks at {@link steps.sanitize} that the class name is not empty, and throws
 * "ingressClassName option must be specified." otherwise. At {@link steps.modify} it sets
 * `spec.ingressClassName` on every Ingress, or on those that {@link Options.predicate} accepts; other
 * documents are left alone.
 *
 * @example
 * ```ts
 * builder.setIngressClassName("nginx");
 * ```
 *
 * @module
 */
import { BuildContext } from "../buildContext";
import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";
import { Document } from "../document";

/**
 * Chooses the Ingresses that {@link Builder.setIngressClassName} changes.
 *
 * @param document - An Ingress of the build.
 * @param context - The context of the running build.
 * @returns `true` to set the class name on this Ingress.
 */
export type Predicate = (document: Document, context: BuildContext) => boolean;

/** The component type and identifier of the components this module creates. */
export declare const componentType = "set-ingress-class-name";

/**
 * Options for {@link Builder.setIngressClassName}.
 */
export declare class Options {
    /**
     * Creates the options.
     *
     * @param ingressClassName - The Ingress class to set, for example `"nginx"`.
     * @param predicate - Chooses the Ingresses to change. Leave it out to change every Ingress.
     */
    constructor(ingressClassName: string, predicate?: Predicate);

    /** The Ingress class to set. It must not be empty. */
    ingressClassName: string;

    /** Chooses the Ingresses to change. When not set, every Ingress is changed. */
    predicate?: Predicate;
}

/**
 * The component that sets the class of the Ingresses of a build. {@link Builder.setIngressClassName}
 * creates and registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     *
     * @param options - The class name and the optional filter.
     */
    constructor(options: Options);

    /** The options of the component. */
    options: Options;
}

/**
 * Creates a component of this module and registers it on a builder, as
 * {@link Builder.setIngressClassName} does.
 *
 * @param builder - The builder to register the component on.
 * @param options - The class name and the optional filter.
 * @returns The new component.
 */
export declare function add(builder: Builder, options: Options): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that sets `spec.ingressClassName` on every Ingress, or on those a predicate
         * accepts, at {@link steps.modify}. See {@link !setIngressClassName | setIngressClassName} for the
         * options, remarks and example.
         *
         * @param options - The class name and the optional filter.
         * @returns The new component, already registered on this builder.
         */
        setIngressClassName(options: Options): Component;

        /**
         * Adds the same component, given the class name.
         *
         * @param ingressClassName - The Ingress class to set, for example `"nginx"`.
         * @param predicate - Chooses the Ingresses to change; all of them when left out.
         * @returns The new component, already registered on this builder.
         */
        setIngressClassName(ingressClassName: string, predicate?: Predicate): Component;
    }
}
