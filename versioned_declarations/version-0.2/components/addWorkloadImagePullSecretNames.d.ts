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
         * Adds a component that adds image pull secrets to every workload, or to the workloads a
         * predicate accepts.
         *
         * @remarks
         * The component works at {@link steps.modify} on the pod spec of each workload (see
         * {@link Workload}) and appends to `imagePullSecrets` every name that is not there yet.
         *
         * @example
         * ```ts
         * builder.addWorkloadImagePullSecretNames({ imagePullSecretNames: ["registry-a", "registry-b"] });
         * ```
         *
         * @param options - The Secret names and the optional filter.
         * @returns The new component, already registered on this builder. Its identifier is
         *   `"add-workload-image-pull-secret-names"`.
         */
        addWorkloadImagePullSecretNames(options: Options): Component;

        /**
         * Meant to add several image pull secrets to every workload, or to the workloads a predicate
         * accepts.
         *
         * @remarks
         * At v0.2.1 this form does not work: the array is mistaken for an options object, and the build
         * fails when the component reaches the first workload. Pass
         * `{ imagePullSecretNames: [...] }` instead.
         *
         * @param imagePullSecretNames - The names of the Secrets.
         * @param predicate - Chooses the workloads to change.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadImagePullSecretNames(imagePullSecretNames: string[], predicate?: Predicate): Component;

        /**
         * Adds a component that adds one image pull secret to every workload, or to the workloads a
         * predicate accepts.
         *
         * @remarks
         * The component works at {@link steps.modify}, as described for the options form.
         *
         * @example
         * ```ts
         * builder.addWorkloadImagePullSecretNames("registry-credentials");
         * ```
         *
         * @param imagePullSecretName - The name of the Secret.
         * @param predicate - Chooses the workloads to change. Leave it out to change every workload.
         * @returns The new component, already registered on this builder.
         */
        addWorkloadImagePullSecretNames(imagePullSecretName: string, predicate?: Predicate): Component;
    }
}
