/**
 * Adds image pull secrets to the pods of workloads. See {@link Builder.addWorkloadImagePullSecretNames}.
 *
 * @remarks
 * The component works at {@link steps.modify} on the pod spec of every workload (see {@link Workload}), or of
 * the workloads that {@link Options.predicate} accepts, and appends to `imagePullSecrets` every name that is
 * not there yet.
 *
 * {@link Builder.addWorkloadImagePullSecretNames} takes the options or one Secret name. Its form with an array
 * of names does not work at v0.2.1: the array is mistaken for an options object, and the build fails when the
 * component reaches the first workload. Pass `{ imagePullSecretNames: [...] }` instead.
 *
 * @example
 * ```ts
 * builder.addWorkloadImagePullSecretNames("registry-credentials");
 * builder.addWorkloadImagePullSecretNames({ imagePullSecretNames: ["registry-a", "registry-b"] });
 * ```
 *
 * @module
 */
import { BuildContext } from "../buildContext";
import { Builder } from "../builder";
import { Component as AnemosComponent } from "../component";
import { Document } from "../document";

/**
 * Chooses the workloads that {@link Builder.addWorkloadImagePullSecretNames} changes.
 *
 * @param document - A workload of the build.
 * @param context - The context of the running build.
 * @returns `true` to add the image pull secrets to this workload.
 */
export type Predicate = (document: Document, context: BuildContext) => boolean;

/** The component type and identifier of the components this module creates. */
export declare const componentType = "add-workload-image-pull-secret-names";

/**
 * Options for {@link Builder.addWorkloadImagePullSecretNames}.
 */
export declare class Options {
    /**
     * Creates the options.
     *
     * @param imagePullSecretNames - The names of the Secrets to pull images with.
     * @param predicate - Chooses the workloads to change. Leave it out to change every workload.
     */
    constructor(imagePullSecretNames: string[], predicate?: Predicate);

    /** The names of the Secrets to pull images with. */
    imagePullSecretNames: string[];

    /** Chooses the workloads to change. When not set, every workload is changed. */
    predicate?: Predicate;
}

/**
 * The component that adds image pull secrets to the pods of the workloads of a build.
 * {@link Builder.addWorkloadImagePullSecretNames} creates and registers one.
 */
export declare class Component extends AnemosComponent {
    /**
     * Creates the component. Register it with {@link Builder.addComponent}.
     *
     * @param options - The Secret names and the optional filter.
     */
    constructor(options: Options);

    /** The options of the component. */
    options: Options;
}

/**
 * Creates a component of this module and registers it on a builder, as
 * {@link Builder.addWorkloadImagePullSecretNames} does.
 *
 * @param builder - The builder to register the component on.
 * @param options - The Secret names and the optional filter.
 * @returns The new component.
 */
export declare function add(builder: Builder, options: Options): Component;

declare module "../builder" {
    interface Builder {
        /**
         * Adds a component that adds image pull secrets to every workload, or to those a predicate accepts,
         * at {@link steps.modify}. See {@link !addWorkloadImagePullSecretNames | addWorkloadImagePullSecretNames}
         * for the options, remarks and examples.
         *
         * @param options - The Secret names and the optional filter.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadImagePullSecretNames(options: Options): Component;

        /**
         * Meant to add several image pull secrets; at v0.2.1 the build then fails. Pass
         * `{ imagePullSecretNames: [...] }` instead.
         *
         * @param imagePullSecretNames - The names of the Secrets.
         * @param predicate - Chooses the workloads to change.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadImagePullSecretNames(imagePullSecretNames: string[], predicate?: Predicate): Component;

        /**
         * Adds the same component for one image pull secret.
         *
         * @param imagePullSecretName - The name of the Secret.
         * @param predicate - Chooses the workloads to change; all of them when left out.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadImagePullSecretNames(imagePullSecretName: string, predicate?: Predicate): Component;
    }
}
