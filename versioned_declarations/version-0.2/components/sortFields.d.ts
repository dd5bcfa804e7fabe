import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";

/** The component type and identifier of the components this module creates. */
export declare const componentType = "sort-fields";

/**
 * The component that puts the fields of every manifest in the conventional Kubernetes order.
 * {@link Builder.sortFields} creates and registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     */
    constructor();
}

/**
 * Creates a component of this module and registers it on a builder, as {@link Builder.sortFields}
 * does.
 *
 * @param builder - The builder to register the component on.
 * @returns The new component.
 */
export declare function add(builder: Builder): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that reorders the fields of every document the way Kubernetes manifests are
         * usually written.
         *
         * @remarks
         * Every {@link Builder} constructor registers one of these components, so the written manifests
         * look the same whatever order a program set their fields in. To keep the program's order,
         * remove the component whose identifier is `"sort-fields"` from {@link Builder.components}.
         *
         * The component runs at the internal step `[6, 1]` ("Sort Fields"), right after
         * {@link steps.modify}. Among other rules, it puts `apiVersion`, `kind`, `metadata` and `spec`
         * first; `name`, `namespace`, `labels` and `annotations` first in `metadata`; `name` and
         * `image` first in a container and `volumeMounts` last; `containers` first in a pod spec and
         * `volumes` last. The keys of labels, annotations and selectors are sorted.
         *
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"sort-fields"`.
         */
        sortFields(): Component;
    }
}
