/**
 * Adds host aliases to the pods of workloads. See {@link Builder.addWorkloadHostAliases}.
 *
 * @remarks
 * The component works at {@link steps.modify} on the pod spec of every workload (see {@link Workload}), or of
 * the workloads that {@link Options.predicate} accepts. Host aliases are the entries of the pods' `/etc/hosts`.
 * An entry whose IP address is already in `hostAliases` gets the missing host names added to it; any other
 * entry is appended.
 *
 * {@link Builder.addWorkloadHostAliases} takes the options, or an IP address with one host name or several.
 * Its form with an array of entries does not work at v0.2.1: the array is mistaken for an options object, and
 * the build fails when the component reaches the first workload. Pass `{ entries: [...] }` instead.
 *
 * @example
 * ```ts
 * builder.addWorkloadHostAliases({ entries: [{ ip: "10.0.0.5", hostnames: ["db.internal"] }] });
 * builder.addWorkloadHostAliases("10.0.0.5", ["db.internal", "cache.internal"]);
 * ```
 *
 * @module
 */
import { BuildContext } from "../buildContext";
import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";
import { Document } from "../document";
import { HostAlias } from "../k8s/core/v1";

/**
 * Chooses the workloads that {@link Builder.addWorkloadHostAliases} changes.
 *
 * @param document - A workload of the build.
 * @param context - The context of the running build.
 * @returns `true` to add the host aliases to this workload.
 */
export type Predicate = (document: Document, context: BuildContext) => boolean;

/** The component type and identifier of the components this module creates. */
export declare const componentType = "add-workload-host-aliases";

/**
 * Options for {@link Builder.addWorkloadHostAliases}.
 */
export declare class Options {
    /**
     * Creates the options.
     *
     * @param entries - The host aliases to add, each an IP address with its host names.
     * @param predicate - Chooses the workloads to change. Leave it out to change every workload.
     */
    constructor(entries: HostAlias[], predicate?: Predicate);

    /** The host aliases to add, each an IP address (`ip`) with its host names (`hostnames`). */
    entries: HostAlias[];

    /** Chooses the workloads to change. When not set, every workload is changed. */
    predicate?: Predicate;
}

/**
 * The component that adds host aliases to the pods of the workloads of a build.
 * {@link Builder.addWorkloadHostAliases} creates and registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     *
     * @param options - The host aliases and the optional filter.
     */
    constructor(options: Options);

    /** The options of the component. */
    options: Options;
}

/**
 * Creates a component of this module and registers it on a builder, as
 * {@link Builder.addWorkloadHostAliases} does.
 *
 * @param builder - The builder to register the component on.
 * @param options - The host aliases and the optional filter.
 * @returns The new component.
 */
export declare function add(builder: Builder, options: Options): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that adds host aliases to the pods of every workload, or of those a predicate
         * accepts, at {@link steps.modify}. See {@link !addWorkloadHostAliases | addWorkloadHostAliases} for
         * the options, remarks and examples.
         *
         * @param options - The host aliases and the optional filter.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadHostAliases(options: Options): Component;

        /**
         * Meant to add a list of host aliases; at v0.2.1 the build then fails. Pass `{ entries: [...] }` instead.
         *
         * @param entries - The host aliases to add.
         * @param predicate - Chooses the workloads to change.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadHostAliases(entries: HostAlias[], predicate?: Predicate): Component;

        /**
         * Adds the same component, mapping host names to one IP address.
         *
         * @param ip - The IP address.
         * @param hostname - One host name, or several.
         * @param predicate - Chooses the workloads to change; all of them when left out.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadHostAliases(ip: string, hostname: string | string[], predicate?: Predicate): Component;
    }
}
