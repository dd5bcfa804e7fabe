import { Component } from "./component";

/**
 * The options class of the default component that writes the manifests and additional files to the
 * output folder. See {@link Builder.writeDocuments}.
 */
export declare namespace writeDocuments {
    /**
     * Options for {@link Builder.writeDocuments}. There are no settings yet: the class has no
     * properties.
     */
    class Options {}
}

declare module "./builder" {
    interface Builder {
        /**
         * Adds a component that writes every document and additional file to the output folder.
         *
         * @remarks
         * The component runs at {@link steps.output}. Documents go to
         * `<output>/manifests/<group path>/<document path>`, where the document path is
         * {@link Document.getPath}, and additional files go to the same group folder. Before
         * writing anything it checks that no two files share a path; if some do, the build stops
         * with "duplicate document paths found" and lists them. With default file names, this
         * happens when one group holds two documents of the same kind and name.
         *
         * Every {@link Builder} constructor registers one of these components. Its identifier,
         * `"write-documents"`, is set only at {@link steps.sanitize}.
         *
         * @param options - Reserved for future settings; leave it out.
         * @returns The new component, already registered on this builder.
         */
        writeDocuments(options?: writeDocuments.Options): Component;
    }
}
