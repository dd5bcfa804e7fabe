import { Component } from "./component";

/**
 * Holds the options of the component that deletes the output folder. See
 * {@link Builder.deleteOutputDirectory}.
 */
export declare namespace deleteOutputDirectory {
    /**
     * Options for {@link Builder.deleteOutputDirectory}. It has no properties or methods.
     */
    class Options {}
}

declare module "./builder" {
    interface Builder {
        /**
         * Adds a component that deletes the whole output folder just before the files are
         * written.
         *
         * @remarks
         * The component runs at the internal step `[99, -1]`, right before {@link steps.output}.
         * Both {@link Builder} constructors add it by default, so hand-written files inside the
         * output folder are lost on every build.
         *
         * @param options - Reserved; the options class has no settings.
         * @returns The new component, already registered on this builder.
         */
        deleteOutputDirectory(options?: deleteOutputDirectory.Options): Component;
    }
}
