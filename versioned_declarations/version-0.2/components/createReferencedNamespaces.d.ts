import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";

/** The component type and identifier of the components this module creates. */
export declare const componentType = "create-referenced-namespaces";

/**
 * Options for {@link Builder.createReferencedNamespaces}. A plain object literal works as well.
 */
export declare class Options {
    /** The path of the group that receives the new Namespaces. When not set, `"namespaces"` is used. */
    documentGroup?: string;

    /**
     * Chooses the namespaces to create. When not set, every referenced namespace is created except
     * `default`, `kube-system`, `kube-public` and `kube-node-lease`, which are always skipped.
     *
     * @param namespace - A namespace that a document refers to.
     * @returns `true` to create a Namespace document for it.
     */
    predicate?: (namespace: string) => boolean;
}

/**
 * The component that creates a Namespace document for every namespace the documents refer to.
 * {@link Builder.createReferencedNamespaces} creates and registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     *
     * @param options - The group path and the namespace filter. Leave it out for the defaults.
     */
    constructor(options?: Options);

    /** The options of the component. The group path is filled in at {@link steps.sanitize}. */
    options: Options;
}

/**
 * Creates a component of this module and registers it on a builder, as
 * {@link Builder.createReferencedNamespaces} does.
 *
 * @param builder - The builder to register the component on.
 * @param options - The group path and the namespace filter. Leave it out for the defaults.
 * @returns The new component.
 */
export declare function add(builder: Builder, options?: Options): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that creates a Namespace document for every namespace that documents set in
         * `metadata.namespace` but that no document of the build defines.
         *
         * @remarks
         * The component works at {@link steps.generateResourcesBasedOnOtherResources}, so it sees the
         * documents made at {@link steps.generateResources}. The system namespaces `default`,
         * `kube-system`, `kube-public` and `kube-node-lease` are skipped. The new Namespaces go to a new
         * group; the default {@link Builder.collectNamespaces} component later collects them with the
         * others.
         *
         * @example
         * ```ts
         * // Create the namespaces the documents use, except those that start with "shared-".
         * builder.createReferencedNamespaces({ predicate: (namespace) => !namespace.startsWith("shared-") });
         * ```
         *
         * @param options - The group path and the namespace filter. Leave it out for the defaults.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"create-referenced-namespaces"`.
         */
        createReferencedNamespaces(options?: Options): Component;
    }
}
