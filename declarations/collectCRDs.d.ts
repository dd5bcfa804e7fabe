import { Component } from "./component";

/**
 * Holds the options of the component that gathers custom resource definitions into one
 * group. See {@link Builder.collectCRDs}.
 */
export declare namespace collectCRDs {
    /**
     * Options for {@link Builder.collectCRDs}.
     */
    class Options {
        /**
         * Creates the options.
         *
         * @param directory - The path of the group that receives the CRDs. Defaults to `"crds"`.
         */
        constructor(directory?: string);

        /** The path of the group that receives the CRDs. When not set, `"crds"` is used. */
        directory?: string;
    }
}

declare module "./builder" {
    interface Builder {
        /**
         * Adds a component that moves every CustomResourceDefinition document into a group of
         * its own.
         *
         * @remarks
         * The component runs at the internal step `[6, 1]`, after {@link steps.modify}. Each
         * moved document is renamed to `<metadata.name>.yaml`, and groups left without
         * documents are dropped. Moving the CRDs does not change the apply order: groups are
         * still applied in the order of their paths.
         *
         * @param options - The group path to use. Leave it out to use `"crds"`.
         * @returns The new component, already registered on this builder.
         */
        collectCRDs(options?: collectCRDs.Options): Component;
    }
}
