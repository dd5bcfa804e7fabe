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
         * Adds a component that adds host aliases (entries of the pods' `/etc/hosts`) to every workload,
         * or to the workloads a predicate accepts.
         *
         * @remarks
         * The component works at {@link steps.modify} on the pod spec of each workload (see
         * {@link Workload}). An entry whose IP address is already in `hostAliases` gets the missing host
         * names added to it; any other entry is appended.
         *
         * @example
         * ```ts
         * builder.addWorkloadHostAliases({ entries: [{ ip: "10.0.0.5", hostnames: ["db.internal"] }] });
         * ```
         *
         * @param options - The host aliases and the optional filter.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"add-workload-host-aliases"`.
         */
        addWorkloadHostAliases(options: Options): Component;

        /**
         * Meant to add a list of host aliases to every workload, or to the workloads a predicate
         * accepts.
         *
         * @remarks
         * At v0.2.1 this form does not work: the array is mistaken for an options object, and the build
         * fails when the component reaches the first workload. Pass `{ entries: [...] }` instead.
         *
         * @param entries - The host aliases to add.
         * @param predicate - Chooses the workloads to change.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadHostAliases(entries: HostAlias[], predicate?: Predicate): Component;

        /**
         * Adds a component that maps host names to an IP address in the pods of every workload, or of the
         * workloads a predicate accepts.
         *
         * @remarks
         * The component works at {@link steps.modify}, as described for the options form.
         *
         * @example
         * ```ts
         * builder.addWorkloadHostAliases("10.0.0.5", ["db.internal", "cache.internal"]);
         * ```
         *
         * @param ip - The IP address.
         * @param hostname - One host name, or several.
         * @param predicate - Chooses the workloads to change. Leave it out to change every workload.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadHostAliases(ip: string, hostname: string | string[], predicate?: Predicate): Component;
    }
}
