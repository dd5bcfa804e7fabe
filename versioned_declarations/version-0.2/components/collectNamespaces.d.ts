import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";

/** The component type and identifier of the components this module creates. */
export declare const componentType = "collect-namespaces";

/**
 * Options for {@link Builder.collectNamespaces}. A plain object literal works as well.
 */
export declare class Options {
    /** The path of the group that receives the Namespaces. When not set, `"namespaces"` is used. */
    documentGroup?: string;
}

/**
 * The component that moves every Namespace into one group that is applied before the others.
 * {@link Builder.collectNamespaces} creates and registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     *
     * @param options - The group path to use. Leave it out to use `"namespaces"`.
     */
    constructor(options?: Options);

    /** The options of the component. The group path is filled in at {@link steps.sanitize}. */
    options: Options;
}

/**
 * Creates a component of this module and registers it on a builder, as
 * {@link Builder.collectNamespaces} does.
 *
 * @param builder - The builder to register the component on.
 * @param options - The group path to use. Leave it out to use `"namespaces"`.
 * @returns The new component.
 */
export declare function add(builder: Builder, options?: Options): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that moves every Namespace into a group of its own and has that group
         * applied before the other groups.
         *
         * @remarks
         * Every {@link Builder} constructor registers one of these components, so call this method only
         * after removing the default one, or you get two.
         *
         * At the internal step `[6, 1]` ("Collect Namespaces"), right after {@link steps.modify}, the
         * component takes the Namespaces out of every group, drops groups left without documents, and
         * puts the Namespaces in a new group. Each moved Namespace gets its default file name,
         * `namespace-<name>.yaml`. At the internal step `[7, 2]` ("Provision Namespaces before all") it
         * makes every other group {@link DocumentGroup.provisionAfter | provision after} that group,
         * except the group of {@link Builder.collectCRDs}, which therefore comes first.
         *
         * @param options - The group path to use. Leave it out to use `"namespaces"`.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"collect-namespaces"`.
         */
        collectNamespaces(options?: Options): Component;
    }
}
