import { Component } from "./component";

/**
 * Holds the options of the component that gathers Namespace manifests into one group. See
 * {@link Builder.collectNamespaces}.
 */
export declare namespace collectNamespaces {
    /**
     * Options for {@link Builder.collectNamespaces}.
     */
    class Options {
        /**
         * Creates the options.
         *
         * @param directory - The path of the group that receives the Namespace documents.
         *   Defaults to `"namespaces"`.
         */
        constructor(directory?: string);

        /**
         * The path of the group that receives the Namespace documents. When not set,
         * `"namespaces"` is used.
         */
        directory?: string;
    }
}

declare module "./builder" {
    interface Builder {
        /**
         * Adds a component that moves every Namespace document into a group of its own.
         *
         * @remarks
         * The component runs at the internal step `[6, 1]`, after {@link steps.modify}. Each
         * moved document is renamed to `<metadata.name>.yaml`, and groups left without
         * documents are dropped. Moving the namespaces does not change the apply order: groups
         * are still applied in the order of their paths.
         *
         * @param options - The group path to use. Leave it out to use `"namespaces"`.
         * @returns The new component, already registered on this builder.
         */
        collectNamespaces(options?: collectNamespaces.Options): Component;
    }
}
