/**
 * One API kind of a cluster: its API version, its kind and whether its objects live in a namespace.
 *
 * @example
 * ```ts
 * builder.onPopulateKubernetesResources((context) => {
 *     context.kubernetesResourceInfo.addResource(
 *         new anemos.KubernetesResource("monitoring.coreos.com/v1", "ServiceMonitor", true));
 * });
 * ```
 */
export declare class KubernetesResource {
    /**
     * Describes an API kind.
     *
     * @param apiVersion - The API version, for example `"apps/v1"` or `"v1"`.
     * @param kind - The kind, for example `"Deployment"`.
     * @param isNamespaced - `true` when objects of this kind live in a namespace.
     */
    constructor(apiVersion: string, kind: string, isNamespaced: boolean);

    /** The API version, for example `"apps/v1"`. */
    apiVersion: string;

    /** The kind, for example `"Deployment"`. */
    kind: string;

    /** `true` when objects of this kind live in a namespace. */
    isNamespaced: boolean;
}

/**
 * The API kinds known for the target cluster, available as {@link BuildContext.kubernetesResourceInfo}.
 *
 * @remarks
 * It starts with the built-in kinds of the cluster's Kubernetes version (lists exist for 1.26 to
 * 1.33), plus {@link KubernetesCluster.additionalResources}. Components register more kinds, such as
 * those of custom resource definitions, at {@link steps.populateKubernetesResources}, so that later
 * steps can ask about them.
 */
export declare class KubernetesResourceInfo {
    private constructor();

    /**
     * Registers an API kind.
     *
     * @param resource - The kind to register.
     */
    addResource(resource: KubernetesResource): void;

    /**
     * Tells whether a kind is known under a given API version.
     *
     * @param apiVersion - The API version, for example `"apps/v1"`.
     * @param kind - The kind, for example `"Deployment"`.
     * @returns `true` when the kind is known under that API version.
     */
    contains(apiVersion: string, kind: string): boolean;

    /**
     * Tells whether a kind is known under any API version.
     *
     * @param kind - The kind, for example `"ServiceMonitor"`.
     * @returns `true` when the kind is known.
     */
    containsKind(kind: string): boolean;

    /**
     * Tells whether objects of a kind live in a namespace.
     *
     * @example
     * ```ts
     * context.kubernetesResourceInfo.isNamespaced("v1", "ConfigMap"); // true
     * context.kubernetesResourceInfo.isNamespaced("rbac.authorization.k8s.io/v1", "ClusterRole"); // false
     * ```
     *
     * @param apiVersion - The API version, for example `"v1"`.
     * @param kind - The kind, for example `"ConfigMap"`.
     * @returns `true` for a namespaced kind; `false` for a cluster-wide kind or an unknown one.
     */
    isNamespaced(apiVersion: string, kind: string): boolean;
}
