import { Component } from "./component";

/**
 * The options class of the default component that empties the output folder before each build writes
 * its files. See {@link Builder.deleteOutputDirectory}.
 */
export declare namespace deleteOutputDirectory {
    /**
     * Options for {@link Builder.deleteOutputDirectory}. There are no settings yet: the class has
     * no properties.
     */
    class Options {}
}

declare module "./builder" {
    interface Builder {
        /**
         * Adds a component that deletes the whole output folder just before the files are written.
         *
         * @remarks
         * The component runs at the internal step `[99, -1]` ("Delete outputs"), right before
         * {@link steps.output}, and deletes the folder of {@link OutputConfiguration.outputPath}.
         * That folder must be inside the main script's folder. Every {@link Builder} constructor
         * registers one of these components, so files you put in the output folder by hand are
         * gone after the next build. Its identifier, `"delete-output-directory"`, is set only at
         * {@link steps.sanitize}.
         *
         * @param options - Reserved for future settings; leave it out.
         * @returns The new component, already registered on this builder.
         */
        deleteOutputDirectory(options?: deleteOutputDirectory.Options): Component;
    }
}
