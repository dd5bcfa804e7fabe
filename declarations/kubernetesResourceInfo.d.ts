/**
 * Describes one Kubernetes API kind: its API version, its kind name and whether its objects
 * live in a namespace.
 *
 * @example
 * ```ts
 * const serviceMonitor = new anemos.KubernetesResource("monitoring.coreos.com/v1", "ServiceMonitor", true);
 * ```
 */
export declare class KubernetesResource {
    /**
     * Creates a description of an API kind.
     *
     * @param apiVersion - The API version, for example `"apps/v1"`.
     * @param kind - The kind name, for example `"Deployment"`.
     * @param isNamespaced - `true` when objects of this kind live in a namespace, `false` when
     *   they are cluster-scoped.
     */
    constructor(apiVersion: string, kind: string, isNamespaced: boolean);

    /** The API version of the kind, for example `"apps/v1"`. */
    apiVersion: string;

    /** The name of the kind, for example `"Deployment"`. */
    kind: string;

    /** `true` when objects of this kind live in a namespace, `false` when they are cluster-scoped. */
    isNamespaced: boolean;
}

/**
 * The API kinds available in the target cluster.
 *
 * @remarks
 * It starts with the built-in kinds of the builder's Kubernetes version plus the kinds in
 * {@link KubernetesCluster.additionalResources}. Read it through
 * {@link BuildContext.kubernetesResourceInfo}. Helm also receives these kinds as the
 * capabilities of the cluster when it renders a chart.
 *
 * To declare further kinds, call {@link KubernetesResourceInfo.addResource} in an action at
 * {@link steps.populateKubernetesResources}, so that every later step can see them.
 *
 * You cannot create this object yourself.
 */
export declare class KubernetesResourceInfo {
    private constructor();

    /**
     * Registers an API kind.
     *
     * @example
     * ```ts
     * builder.onStep(anemos.steps.populateKubernetesResources, (context) => {
     *     context.kubernetesResourceInfo.addResource(
     *         new anemos.KubernetesResource("monitoring.coreos.com/v1", "ServiceMonitor", true));
     * });
     * ```
     *
     * @param resource - The kind to register.
     */
    addResource(resource: KubernetesResource): void;

    /**
     * Checks whether an API kind is known.
     *
     * @param apiVersion - The API version, for example `"networking.k8s.io/v1"`.
     * @param kind - The kind name, for example `"Ingress"`.
     * @returns `true` when the kind is known with that API version.
     */
    contains(apiVersion: string, kind: string): boolean;

    /**
     * Checks whether a kind name is known under any API version.
     *
     * @param kind - The kind name, for example `"Ingress"`.
     * @returns `true` when at least one known API version has this kind.
     */
    containsKind(kind: string): boolean;

    /**
     * Checks whether objects of an API kind live in a namespace.
     *
     * @param apiVersion - The API version of the kind.
     * @param kind - The kind name.
     * @returns `true` for a namespaced kind, `false` for a cluster-scoped one.
     */
    isNamespaced(apiVersion: string, kind: string): boolean;
}
