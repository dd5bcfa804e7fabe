import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";

/**
 * The component type of this module. At v0.2.1 the components it creates carry neither this type nor
 * an identifier.
 */
export declare const componentType = "set-default-provisioner-dependencies";

/**
 * The component that is meant to order document groups after the groups that define the namespaces
 * and CRDs they use. {@link Builder.setDefaultProvisionerDependencies} creates and registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     */
    constructor();
}

/**
 * Creates a component of this module and registers it on a builder, as
 * {@link Builder.setDefaultProvisionerDependencies} does.
 *
 * @param builder - The builder to register the component on.
 * @returns The new component.
 */
export declare function add(builder: Builder): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that is meant to make each document group wait for the groups that define
         * the namespaces and CRDs its documents use.
         *
         * @remarks
         * Every {@link Builder} constructor registers one of these components; it acts at
         * {@link steps.specifyProvisionerDependencies}. At v0.2.1 it has no effect, because it relies on
         * {@link Document.group}, which is always `undefined` in that release. The CRD-first and
         * Namespace-first order of a build comes from {@link Builder.collectCRDs} and
         * {@link Builder.collectNamespaces} instead.
         *
         * @returns The new component, already registered on this builder.
         */
        setDefaultProvisionerDependencies(): Component;
    }
}
