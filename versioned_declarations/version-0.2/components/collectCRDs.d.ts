import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";

/** The component type and identifier of the components this module creates. */
export declare const componentType = "collect-crds";

/**
 * Options for {@link Builder.collectCRDs}. A plain object literal works as well.
 */
export declare class Options {
    /** The path of the group that receives the CRDs. When not set, `"crds"` is used. */
    documentGroup?: string;
}

/**
 * The component that moves every CustomResourceDefinition into one group that is applied before all
 * others. {@link Builder.collectCRDs} creates and registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     *
     * @param options - The group path to use. Leave it out to use `"crds"`.
     */
    constructor(options?: Options);

    /** The options of the component. The group path is filled in at {@link steps.sanitize}. */
    options: Options;
}

/**
 * Creates a component of this module and registers it on a builder, as {@link Builder.collectCRDs}
 * does.
 *
 * @param builder - The builder to register the component on.
 * @param options - The group path to use. Leave it out to use `"crds"`.
 * @returns The new component.
 */
export declare function add(builder: Builder, options?: Options): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that moves every CustomResourceDefinition into a group of its own and has
         * that group applied before every other group.
         *
         * @remarks
         * Every {@link Builder} constructor registers one of these components, so call this method only
         * after removing the default one, or you get two.
         *
         * At the internal step `[6, 1]` ("Collect CRDs"), right after {@link steps.modify}, the
         * component takes the CRDs out of every group, drops groups left without documents, and puts
         * the CRDs in a new group. Each moved CRD gets its default file name,
         * `customresourcedefinition-<name>.yaml`. At the internal step `[7, 1]` ("Provision CRDs before
         * all") it makes every other group {@link DocumentGroup.provisionAfter | provision after} that
         * group, so custom resources are applied only once their definitions are in place.
         *
         * @param options - The group path to use. Leave it out to use `"crds"`.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"collect-crds"`.
         */
        collectCRDs(options?: Options): Component;
    }
}
