import { Component } from "./component";
import { DocumentGroup } from "./documentGroup";
import { Provisioner } from "./provisioner";

/**
 * Holds the options of the component that applies the generated manifests to a cluster. See
 * {@link Builder.apply}.
 */
export declare namespace apply {
    /**
     * Chooses which document groups {@link Builder.apply} sends to the cluster and how.
     *
     * @remarks
     * Every property is optional, and a plain object literal works as well as an instance of this
     * class. Each {@link DocumentGroup} is applied as its own apply set, named after the group's
     * path; the group with the empty path is applied under the name `default`. There is no option
     * for the apply-set name, its namespace or the wait timeout, which is fixed at 5 minutes.
     *
     * @example
     * ```ts
     * // Apply only the groups whose path contains "web", without asking first.
     * builder.apply({ documentGroups: ["web"], skipConfirmation: true });
     * ```
     */
    class Options {
        /**
         * Creates empty options: every document group is applied, after a confirmation prompt.
         */
        constructor();

        /**
         * Regular expressions (Go syntax, not anchored) matched against the path of each
         * document group. Only the groups that match at least one of them are applied. When this
         * is not set, every group is applied.
         */
        documentGroups?: string[];

        /** When `true`, the changes are applied without asking for confirmation. */
        skipConfirmation?: boolean;

        /**
         * When `true`, server-side apply takes over fields that another field manager owns
         * instead of failing with a conflict.
         */
        forceConflicts?: boolean;
    }
}

declare module "./builder" {
    interface Builder {
        /**
         * Adds a component that applies the generated manifests to the cluster of the current
         * kubeconfig context.
         *
         * @remarks
         * The component checks its options at {@link steps.sanitize} and applies at the internal
         * step `[100]`, the last step of a build. No variable of {@link steps} names that step.
         *
         * The component follows a plan made of the {@link Provisioner | provisioners} of the groups:
         * every group has an apply step and a wait step, which waits until the group's objects are
         * ready. A group ordered after another one (see {@link DocumentGroup.provisionAfter}) is
         * applied only once the other group is applied and ready. Each group is an apply set, so
         * objects removed from a group are pruned on the next apply. Before applying a group, the
         * component shows a diff and asks for confirmation unless
         * {@link apply.Options.skipConfirmation} is set.
         *
         * `anemos build --apply` adds this component to every builder for you. Calling this method
         * makes a plain `anemos build` apply too.
         *
         * @param options - Which groups to apply and how. Leave it out to apply every group after a
         *   confirmation prompt.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"apply"`.
         */
        apply(options?: apply.Options): Component;
    }
}
