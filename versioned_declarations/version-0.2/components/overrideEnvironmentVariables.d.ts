import { BuildContext } from "../buildContext";
import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";
import { Document } from "../document";
import { Container } from "../k8s/core/v1";

/**
 * Chooses the containers that {@link Builder.overrideEnvironmentVariables} changes.
 *
 * @param document - A workload of the build.
 * @param container - One of its containers or init containers.
 * @param context - The context of the running build.
 * @returns `true` to change this container.
 */
export type Predicate = (document: Document, container: Container, context: BuildContext) => boolean;

/** The component type and identifier of the components this module creates. */
export declare const componentType = "override-environment-variables";

/**
 * Options for {@link Builder.overrideEnvironmentVariables}.
 */
export declare class Options {
    /**
     * Creates the options.
     *
     * @param environmentVariables - The new values, by variable name.
     * @param predicate - Chooses the containers to change. Leave it out to change every container.
     */
    constructor(environmentVariables: Record<string, string>, predicate?: Predicate);

    /** The new values, by variable name. */
    environmentVariables: Record<string, string>;

    /** Chooses the containers to change. When not set, every container of every workload is changed. */
    predicate?: Predicate;
}

/**
 * The component that overrides environment variables in the containers of a build.
 * {@link Builder.overrideEnvironmentVariables} creates and registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     *
     * @param options - The new values and the optional filter.
     */
    constructor(options: Options);

    /** The options of the component. */
    options: Options;
}

/**
 * Creates a component of this module and registers it on a builder, as
 * {@link Builder.overrideEnvironmentVariables} does.
 *
 * @param builder - The builder to register the component on.
 * @param options - The new values and the optional filter.
 * @returns The new component.
 */
export declare function add(builder: Builder, options: Options): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that gives new values to environment variables the containers of the
         * workloads already define.
         *
         * @remarks
         * The component works at {@link steps.modify} on the containers and init containers of every
         * workload (see {@link Workload}). Only variables that a container already lists in `env` are
         * changed; no variable is added. A changed entry keeps only its `name` and the new `value`, so a
         * `valueFrom` is dropped.
         *
         * @param options - The new values and the optional filter.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"override-environment-variables"`.
         */
        overrideEnvironmentVariables(options: Options): Component;

        /**
         * Adds a component that gives new values to environment variables the containers of the
         * workloads already define.
         *
         * @remarks
         * The component works at {@link steps.modify}, as described for the options form. The first
         * argument is taken as a set of values when all its own properties are strings, and as
         * {@link Options | the options} otherwise.
         *
         * @example
         * ```ts
         * builder.overrideEnvironmentVariables({ LOG_LEVEL: "debug", CACHE_SIZE: "256" });
         * ```
         *
         * @param environmentVariables - The new values, by variable name.
         * @param predicate - Chooses the containers to change. Leave it out to change every container.
         * @returns The new component, already registered on this builder.
         */
        overrideEnvironmentVariables(environmentVariables: Record<string, string>, predicate?: Predicate): Component;

        /**
         * Adds a component that gives a new value to one environment variable wherever a container of a
         * workload already defines it.
         *
         * @remarks
         * The component works at {@link steps.modify}, as described for the options form.
         *
         * @example
         * ```ts
         * builder.overrideEnvironmentVariables("LOG_LEVEL", "debug", (_, container) => container.name === "app");
         * ```
         *
         * @param name - The name of the variable.
         * @param value - The new value.
         * @param predicate - Chooses the containers to change. Leave it out to change every container.
         * @returns The new component, already registered on this builder.
         */
        overrideEnvironmentVariables(name: string, value: string, predicate?: Predicate): Component;
    }
}
