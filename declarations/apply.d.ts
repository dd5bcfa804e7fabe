import { Component } from "./component";
import { Document } from "./document";
import { DocumentGroup } from "./documentGroup";

/**
 * Holds the options of the component that applies manifests to a cluster. See
 * {@link Builder.apply}.
 */
export declare namespace apply {
    /**
     * Selects which documents {@link Builder.apply} applies and describes the apply set they
     * are recorded in.
     *
     * @remarks
     * Every property is optional. When {@link apply.Options.documents} is empty or not set, each
     * {@link DocumentGroup} of the build is applied as its own apply set, one after another in
     * the order of their paths; the group with the empty path is applied under the name
     * `default`.
     *
     * @example
     * ```ts
     * const options = new anemos.apply.Options();
     * options.skipConfirmation = true;
     * builder.apply(options);
     * ```
     */
    class Options {
        /**
         * Creates empty options: every document group is applied as its own apply set.
         */
        constructor();

        /**
         * Applies the documents of one group, using the group's path as the apply-set name.
         *
         * @param documents - The group whose documents are applied.
         */
        constructor(documents: DocumentGroup);

        /**
         * Applies the documents of one group, using the group's path as the apply-set name and
         * keeping the apply-set record in the given namespace.
         *
         * @param documents - The group whose documents are applied.
         * @param namespace - The namespace that holds the apply-set record.
         */
        constructor(documents: DocumentGroup, namespace: string);

        /**
         * Applies a list of documents as one apply set with the given name.
         *
         * @param documents - The documents to apply.
         * @param name - The name of the apply set.
         */
        constructor(documents: Document[], name: string);

        /**
         * Applies a list of documents as one apply set with the given name, keeping the
         * apply-set record in the given namespace.
         *
         * @param documents - The documents to apply.
         * @param name - The name of the apply set.
         * @param namespace - The namespace that holds the apply-set record.
         */
        constructor(documents: Document[], name: string, namespace: string);

        /**
         * The documents to apply together as one apply set. When empty or not set, every
         * document group is applied as its own apply set.
         */
        documents?: Document[];

        /** The name of the apply set. */
        applySetParentName?: string;

        /**
         * The namespace that holds the apply-set record. Defaults to the namespace of the
         * current kubeconfig context.
         */
        applySetParentNamespace?: string;

        /** When `true`, the changes are applied without asking for confirmation. */
        skipConfirmation?: boolean;
    }
}

declare module "./builder" {
    interface Builder {
        /**
         * Adds a component that applies the generated manifests to the cluster of the current
         * kubeconfig context.
         *
         * @remarks
         * The component runs at the internal step `[100]`, after {@link steps.output}. There is
         * no variable for that step in {@link steps}. It uses server-side apply and records
         * what it applied in an apply set, so objects removed from a group are pruned on the
         * next apply. Before applying, it shows a diff and asks for confirmation unless
         * {@link apply.Options.skipConfirmation} is set.
         *
         * `anemos build --apply` adds this component to every builder for you.
         *
         * @param options - Which documents to apply and how. Leave it out to apply every
         *   document group as its own apply set.
         * @returns The new component, already registered on this builder.
         */
        apply(options?: apply.Options): Component;
    }
}
