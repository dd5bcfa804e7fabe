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
         * Adds a component that sets `spec.ingressClassName` on every Ingress, or on the Ingresses a
         * predicate accepts.
         *
         * @remarks
         * The component checks at {@link steps.sanitize} that the class name is not empty, and throws
         * "ingressClassName option must be specified." otherwise. It sets the class at
         * {@link steps.modify}; other documents are left alone.
         *
         * @param options - The class name and the optional filter.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"set-ingress-class-name"`.
         */
        setIngressClassName(options: Options): Component;

        /**
         * Adds a component that sets `spec.ingressClassName` on every Ingress, or on the Ingresses a
         * predicate accepts.
         *
         * @remarks
         * The component sets the class at {@link steps.modify}; an empty class name makes the build fail
         * at {@link steps.sanitize}.
         *
         * @example
         * ```ts
         * builder.setIngressClassName("nginx");
         * ```
         *
         * @param ingressClassName - The Ingress class to set, for example `"nginx"`.
         * @param predicate - Chooses the Ingresses to change. Leave it out to change every Ingress.
         * @returns The new component, already registered on this builder.
         */
        setIngressClassName(ingressClassName: string, predicate?: Predicate): Component;
    }
}
