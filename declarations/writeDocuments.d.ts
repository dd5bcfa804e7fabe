import { Component } from "./component";

/**
 * Holds the options of the component that writes the output files. See
 * {@link Builder.writeDocuments}.
 */
export declare namespace writeDocuments {
    /**
     * Options for {@link Builder.writeDocuments}. It has no properties or methods.
     */
    class Options {}
}

declare module "./builder" {
    interface Builder {
        /**
         * Adds a component that writes the documents and additional files of every group to
         * the output folder.
         *
         * @remarks
         * The component runs at {@link steps.output}. Each group gets its own folder under
         * `output/manifests/`, with one file per document. Both {@link Builder} constructors
         * add this component by default.
         *
         * @param options - Reserved; the options class has no settings.
         * @returns The new component, already registered on this builder.
         */
        writeDocuments(options?: writeDocuments.Options): Component;
    }
}
