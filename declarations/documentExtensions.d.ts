import { Document } from "./document";
import { Mapping } from "./mapping";
import { Sequence } from "./sequence";

declare module "./document" {
    interface Document {
        /**
         * Returns the `.metadata.labels` mapping, creating `metadata` and `labels` first when they are
         * missing.
         *
         * @returns The labels {@link Mapping}.
         */
        ensureLabels(): Mapping;

        /**
         * Returns the `.metadata.annotations` mapping, creating `metadata` and `annotations` first when
         * they are missing.
         *
         * @returns The annotations {@link Mapping}.
         */
        ensureAnnotations(): Mapping;

        /**
         * Returns the pod spec of a workload, creating the mappings on the way when they are missing.
         *
         * @remarks
         * This follows the workload path: `.spec` for a Pod, and `.spec.template.spec` for every other
         * kind. Call it on workloads only; see {@link Document.isWorkload}. A CronJob is the exception:
         * its pod spec sits under `.spec.jobTemplate.spec.template.spec`, which this method does not
         * follow, so on a CronJob it creates a `.spec.template.spec` that Kubernetes does not use.
         *
         * @example
         * ```ts
         * if (document.isWorkload() && !document.isCronJob()) {
         *     document.ensureWorkloadSpec().set("nodeName", "worker-1");
         * }
         * ```
         *
         * @returns The pod spec {@link Mapping}.
         */
        ensureWorkloadSpec(): Mapping;

        /**
         * Returns the containers list of a workload, creating it and the pod spec above it when they are
         * missing.
         *
         * @remarks
         * The list sits at `.spec.containers` for a Pod and at `.spec.template.spec.containers` for other
         * workloads.
         *
         * @returns The containers {@link Sequence}.
         */
        ensureContainers(): Sequence;

        /**
         * Returns the init containers list of a workload, creating it and the pod spec above it when they
         * are missing.
         *
         * @remarks
         * The list sits at `.spec.initContainers` for a Pod and at `.spec.template.spec.initContainers` for
         * other workloads.
         *
         * @returns The init containers {@link Sequence}.
         */
        ensureInitContainers(): Sequence;

        /**
         * Returns the volumes list of a workload, creating it and the pod spec above it when they are
         * missing.
         *
         * @remarks
         * The list sits at `.spec.volumes` for a Pod and at `.spec.template.spec.volumes` for other
         * workloads.
         *
         * @returns The volumes {@link Sequence}.
         */
        ensureVolumes(): Sequence;

        /**
         * Returns the metadata of the pods a workload runs, creating it when it is missing.
         *
         * @remarks
         * For a Pod this is the document's own `.metadata`; for other workloads it is
         * `.spec.template.metadata`.
         *
         * @returns The pod metadata {@link Mapping}.
         */
        ensureWorkloadMetadata(): Mapping;

        /**
         * Returns the labels of the pods a workload runs, creating the mappings on the way when they are
         * missing.
         *
         * @remarks
         * For a Pod this is `.metadata.labels`; for other workloads it is `.spec.template.metadata.labels`.
         *
         * @returns The pod labels {@link Mapping}.
         */
        ensureWorkloadLabels(): Mapping;

        /**
         * Returns the annotations of the pods a workload runs, creating the mappings on the way when they
         * are missing.
         *
         * @remarks
         * For a Pod this is `.metadata.annotations`; for other workloads it is
         * `.spec.template.metadata.annotations`.
         *
         * @returns The pod annotations {@link Mapping}.
         */
        ensureWorkloadAnnotations(): Mapping;

        /**
         * Reads the `apiVersion` of the manifest, such as `apps/v1`.
         *
         * @returns The API version, or `null` when the document has none.
         */
        getApiVersion(): string | null;

        /**
         * Reads the `kind` of the manifest, such as `Deployment`.
         *
         * @returns The kind, or `null` when the document has none.
         */
        getKind(): string | null;

        /**
         * Looks up the `.metadata` mapping without creating it.
         *
         * @returns The metadata {@link Mapping}, or `null` when it is missing.
         */
        getMetadata(): Mapping | null;

        /**
         * Reads `.metadata.name`.
         *
         * @returns The name, or `null` when it is not set.
         */
        getName(): string | null;

        /**
         * Reads `.metadata.namespace`.
         *
         * @returns The namespace, or `null` when it is not set.
         */
        getNamespace(): string | null;

        /**
         * Reads one label from `.metadata.labels`.
         *
         * @param label - The label key, for example `app.kubernetes.io/name`.
         * @returns The label value, or `null` when the label is not set.
         */
        getLabel(label: string): string | null;

        /**
         * Looks up the `.metadata.labels` mapping without creating it.
         *
         * @returns The labels {@link Mapping}, or `null` when it is missing.
         */
        getLabels(): Mapping | null;

        /**
         * Reads one annotation from `.metadata.annotations`.
         *
         * @param annotation - The annotation key.
         * @returns The annotation value, or `null` when the annotation is not set.
         */
        getAnnotation(annotation: string): string | null;

        /**
         * Looks up the `.metadata.annotations` mapping without creating it.
         *
         * @returns The annotations {@link Mapping}, or `null` when it is missing.
         */
        getAnnotations(): Mapping | null;

        /**
         * Looks up the top-level `.spec` mapping without creating it.
         *
         * @returns The spec {@link Mapping}, or `null` when it is missing.
         */
        getSpec(): Mapping | null;

        /**
         * Looks up the pod spec of a workload without creating it: `.spec` for a Pod and
         * `.spec.template.spec` for other kinds.
         *
         * @remarks
         * A CronJob keeps its pod spec under `.spec.jobTemplate.spec.template.spec`, which this method
         * does not follow: for a CronJob it returns `null`, and so do the container, init container
         * and volume lookups that start from the pod spec.
         *
         * @returns The pod spec {@link Mapping}, or `null` when it is missing.
         */
        getWorkloadSpec(): Mapping | null;

        /**
         * Reads a container of a workload by its position in the containers list.
         *
         * @param index - The zero-based position of the container.
         * @returns The container {@link Mapping}, or `null` when the document has no containers list.
         */
        getContainer(index: number): Mapping | null;

        /**
         * Finds a container of a workload by the value of its `name` field.
         *
         * @example
         * ```ts
         * const app = document.getContainer("app");
         * if (app !== null) {
         *     app.set("imagePullPolicy", "Always");
         * }
         * ```
         *
         * @param name - The container name to look for.
         * @returns The first container {@link Mapping} with that name, or `null` when there is none.
         */
        getContainer(name: string): Mapping | null;

        /**
         * Finds the first container of a workload that a filter accepts.
         *
         * @param filter - Called with each container in order; return `true` to select it.
         * @returns The first matching container {@link Mapping}, or `null` when none matches.
         */
        getContainer(filter: (container: Mapping) => boolean): Mapping | null;

        /**
         * Looks up the containers list of a workload without creating it: `.spec.containers` for a Pod
         * and `.spec.template.spec.containers` for other kinds.
         *
         * @returns The containers {@link Sequence}, or `null` when it is missing.
         */
        getContainers(): Sequence | null;

        /**
         * Reads an init container of a workload by its position in the init containers list.
         *
         * @param index - The zero-based position of the init container.
         * @returns The init container {@link Mapping}, or `null` when the document has no init containers
         * list.
         */
        getInitContainer(index: number): Mapping | null;

        /**
         * Finds an init container of a workload by the value of its `name` field.
         *
         * @param name - The init container name to look for.
         * @returns The first init container {@link Mapping} with that name, or `null` when there is none.
         */
        getInitContainer(name: string): Mapping | null;

        /**
         * Finds the first init container of a workload that a filter accepts.
         *
         * @param filter - Called with each init container in order; return `true` to select it.
         * @returns The first matching init container {@link Mapping}, or `null` when none matches.
         */
        getInitContainer(filter: (container: Mapping) => boolean): Mapping | null;

        /**
         * Looks up the init containers list of a workload without creating it: `.spec.initContainers`
         * for a Pod and `.spec.template.spec.initContainers` for other kinds.
         *
         * @returns The init containers {@link Sequence}, or `null` when it is missing.
         */
        getInitContainers(): Sequence | null;

        /**
         * Reads a volume of a workload by its position in the volumes list.
         *
         * @param index - The zero-based position of the volume.
         * @returns The volume {@link Mapping}, or `null` when the document has no volumes list.
         */
        getVolume(index: number): Mapping | null;

        /**
         * Finds the first volume of a workload that a filter accepts.
         *
         * @example
         * ```ts
         * const data = document.getVolume((volume) => volume.getValue("name") === "data");
         * ```
         *
         * @param filter - Called with each volume in order; return `true` to select it.
         * @returns The first matching volume {@link Mapping}, or `null` when none matches.
         */
        getVolume(filter: (volume: Mapping) => boolean): Mapping | null;

        /**
         * Looks up the volumes list of a workload without creating it: `.spec.volumes` for a Pod and
         * `.spec.template.spec.volumes` for other kinds.
         *
         * @returns The volumes {@link Sequence}, or `null` when it is missing.
         */
        getVolumes(): Sequence | null;

        /**
         * Looks up the pod metadata of a workload without creating it: `.metadata` for a Pod and
         * `.spec.template.metadata` for other kinds.
         *
         * @returns The pod metadata {@link Mapping}, or `null` when it is missing.
         */
        getWorkloadMetadata(): Mapping | null;

        /**
         * Looks up the pod labels of a workload without creating them: `.metadata.labels` for a Pod and
         * `.spec.template.metadata.labels` for other kinds.
         *
         * @returns The pod labels {@link Mapping}, or `null` when it is missing.
         */
        getWorkloadLabels(): Mapping | null;

        /**
         * Looks up the pod annotations of a workload without creating them: `.metadata.annotations` for a
         * Pod and `.spec.template.metadata.annotations` for other kinds.
         *
         * @returns The pod annotations {@link Mapping}, or `null` when it is missing.
         */
        getWorkloadAnnotations(): Mapping | null;

        /**
         * Checks the `apiVersion` and `kind` of the document against the given values. Use it for kinds
         * that have no dedicated check, such as custom resources.
         *
         * @example
         * ```ts
         * if (document.isOfKind("monitoring.coreos.com/v1", "ServiceMonitor")) {
         *     document.setLabel("release", "monitoring");
         * }
         * ```
         *
         * @param apiVersion - The expected API version, including the group, for example `apps/v1`.
         * @param kind - The expected kind, for example `Deployment`.
         * @returns `true` when both values match exactly, otherwise `false`.
         */
        isOfKind(apiVersion: string, kind: string): boolean;

        /**
         * Checks whether the document is a ClusterRole manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a ClusterRole, otherwise `false`.
         */
        isClusterRole(): boolean;

        /**
         * Checks whether the document is a ClusterRoleBinding manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a ClusterRoleBinding,
         * otherwise `false`.
         */
        isClusterRoleBinding(): boolean;

        /**
         * Checks whether the document is a ConfigMap manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a ConfigMap, otherwise `false`.
         */
        isConfigMap(): boolean;

        /**
         * Checks whether the document is a CronJob manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a CronJob, otherwise `false`.
         */
        isCronJob(): boolean;

        /**
         * Checks whether the document is a CustomResourceDefinition manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a CustomResourceDefinition,
         * otherwise `false`.
         */
        isCustomResourceDefinition(): boolean;

        /**
         * Checks whether the document is a DaemonSet manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a DaemonSet, otherwise `false`.
         */
        isDaemonSet(): boolean;

        /**
         * Checks whether the document is a Deployment manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a Deployment, otherwise `false`.
         */
        isDeployment(): boolean;

        /**
         * Checks whether the document is a HorizontalPodAutoscaler manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a HorizontalPodAutoscaler,
         * otherwise `false`.
         */
        isHorizontalPodAutoscaler(): boolean;

        /**
         * Checks whether the document is an Ingress manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify an Ingress, otherwise `false`.
         */
        isIngress(): boolean;

        /**
         * Checks whether the document is a Job manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a Job, otherwise `false`.
         */
        isJob(): boolean;

        /**
         * Checks whether the document is a Namespace manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a Namespace, otherwise `false`.
         */
        isNamespace(): boolean;

        /**
         * Checks whether the document is a PersistentVolume manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a PersistentVolume,
         * otherwise `false`.
         */
        isPersistentVolume(): boolean;

        /**
         * Checks whether the document is a PersistentVolumeClaim manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a PersistentVolumeClaim,
         * otherwise `false`.
         */
        isPersistentVolumeClaim(): boolean;

        /**
         * Checks whether the document is a Pod manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a Pod, otherwise `false`.
         */
        isPod(): boolean;

        /**
         * Checks whether the document is a ReplicaSet manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a ReplicaSet, otherwise `false`.
         */
        isReplicaSet(): boolean;

        /**
         * Checks whether the document is a Role manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a Role, otherwise `false`.
         */
        isRole(): boolean;

        /**
         * Checks whether the document is a RoleBinding manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a RoleBinding, otherwise `false`.
         */
        isRoleBinding(): boolean;

        /**
         * Checks whether the document is a Secret manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a Secret, otherwise `false`.
         */
        isSecret(): boolean;

        /**
         * Checks whether the document is a Service manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a Service, otherwise `false`.
         */
        isService(): boolean;

        /**
         * Checks whether the document is a ServiceAccount manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a ServiceAccount,
         * otherwise `false`.
         */
        isServiceAccount(): boolean;

        /**
         * Checks whether the document is a StatefulSet manifest.
         *
         * @returns `true` when the `apiVersion` and `kind` of the document identify a StatefulSet, otherwise `false`.
         */
        isStatefulSet(): boolean;

        /**
         * Checks whether the document is a workload, that is a kind that runs pods.
         *
         * @remarks
         * The workload kinds are CronJob, DaemonSet, Deployment, Job, Pod, ReplicaSet and StatefulSet.
         * The workload helpers, such as {@link Document.ensureWorkloadSpec} and
         * {@link Document.getContainer}, are meant for these documents, with one exception: they find
         * the pod template at `.spec.template`, while a CronJob keeps it at
         * `.spec.jobTemplate.spec.template`. On a CronJob the `get…` helpers return `null` and the
         * `ensure…` helpers create mappings that Kubernetes does not use. Reach the pod template of a
         * CronJob from {@link Document.getRoot} instead, or leave CronJobs out with
         * {@link Document.isCronJob}.
         *
         * @returns `true` for one of the workload kinds, otherwise `false`.
         */
        isWorkload(): boolean;

        /**
         * Sets `.metadata.name`, creating `metadata` first when it is missing.
         *
         * @param value - The new name.
         */
        setName(value: string): void;

        /**
         * Sets `.metadata.namespace`, creating `metadata` first when it is missing.
         *
         * @param value - The namespace to place the object in.
         */
        setNamespace(value: string): void;

        /**
         * Sets one label in `.metadata.labels`, creating the mappings on the way when they are missing.
         * An existing label with the same key is overwritten.
         *
         * @param key - The label key.
         * @param value - The label value.
         */
        setLabel(key: string, value: string): void;

        /**
         * Sets several labels in `.metadata.labels` at once.
         *
         * @remarks
         * New keys are added in sorted order, whatever their order in the record, so the output stays
         * the same from one build to the next. Existing labels with the same keys are overwritten.
         *
         * @param labels - The labels to set, as key/value pairs.
         */
        setLabels(labels: Record<string, string>): void;

        /**
         * Sets several labels in each of the given label locations, for example on both the Deployment
         * and the pods it creates.
         *
         * @remarks
         * Each {@link LabelNode} is called with this document. When it returns a mapping, the labels are
         * written there, with new keys added in sorted order; when it returns `null`, because the location
         * does not apply to this kind of document, it is skipped. The ready-made locators are the static
         * members of {@link LabelNodes}.
         *
         * @example
         * ```ts
         * // Adds the labels to .metadata.labels of every document and, on workloads, also to the pod
         * // template. Documents of other kinds simply skip the workload location. CronJobs get only
         * // the first location: workloadLabels does not reach their pod template.
         * for (const document of context.getAllDocuments()) {
         *     const locations = document.isCronJob()
         *         ? [anemos.LabelNodes.metadataLabels]
         *         : [anemos.LabelNodes.metadataLabels, anemos.LabelNodes.workloadLabels];
         *     document.setLabels({ team: "payments", tier: "backend" }, locations);
         * }
         * ```
         *
         * @param labels - The labels to set, as key/value pairs.
         * @param labelNodes - The locations to write to.
         */
        setLabels(labels: Record<string, string>, labelNodes: LabelNode[]): void;

        /**
         * Sets one annotation in `.metadata.annotations`, creating the mappings on the way when they are
         * missing. An existing annotation with the same key is overwritten.
         *
         * @param key - The annotation key.
         * @param value - The annotation value.
         */
        setAnnotation(key: string, value: string): void;

        /**
         * Sets several annotations in `.metadata.annotations` at once.
         *
         * @remarks
         * New keys are added in sorted order, whatever their order in the record. Existing annotations
         * with the same keys are overwritten.
         *
         * @param annotations - The annotations to set, as key/value pairs.
         */
        setAnnotations(annotations: Record<string, string>): void;
    }
}

/**
 * A function that finds the place in a document where a set of labels belongs, for use with
 * {@link Document.setLabels}.
 *
 * @remarks
 * A locator creates the mappings on its path when they are missing. It returns `null` when the
 * location does not exist for the given kind of document, for example a Service selector on a
 * Deployment. The static members of {@link LabelNodes} cover the common locations; you can also
 * write your own.
 *
 * @example
 * ```ts
 * // Locates the pod labels of a CronJob, which sit under its job template.
 * const cronJobPodLabels: anemos.LabelNode = (document) =>
 *     document.isCronJob()
 *         ? document.getRoot().ensureMapping(["spec", "jobTemplate", "spec", "template", "metadata", "labels"])
 *         : null;
 * ```
 *
 * @param document - The document to search.
 * @returns The labels {@link Mapping} at that location, or `null` when the location does not apply.
 */
export type LabelNode = (document: Document) => Mapping | null;

/**
 * Ready-made {@link LabelNode} locators for the usual label locations of Kubernetes manifests.
 *
 * @remarks
 * All members are static; there is no need to create an instance. Pass the members to
 * {@link Document.setLabels} to write the same labels to several places in one call. Each locator
 * creates the mappings on its path when they are missing.
 *
 * @example
 * ```ts
 * // Keep the selector of a Deployment and the labels of its pods in step.
 * deployment.setLabels({ app: "web" }, [
 *     anemos.LabelNodes.metadataLabels,
 *     anemos.LabelNodes.workloadLabels,
 *     anemos.LabelNodes.workloadSelector,
 * ]);
 * ```
 */
export declare class LabelNodes {
    /**
     * Selects `.metadata.labels`. It applies to every document, whatever its kind.
     */
    static readonly metadataLabels: LabelNode;

    /**
     * Selects the pod labels of a workload: `.metadata.labels` for a Pod and
     * `.spec.template.metadata.labels` for other workloads. Returns `null` for documents that are not
     * workloads.
     *
     * @remarks
     * A CronJob counts as a workload here too, but its pod labels sit under
     * `.spec.jobTemplate.spec.template.metadata.labels`. This locator writes to
     * `.spec.template.metadata.labels` of a CronJob instead, which Kubernetes does not use; use a
     * locator of your own for CronJobs, like the one in the {@link LabelNode} example.
     */
    static readonly workloadLabels: LabelNode;

    /**
     * Selects `.spec.selector.matchLabels` of a workload other than a Pod. Returns `null` for Pods and
     * for documents that are not workloads.
     *
     * @remarks
     * A CronJob is not a Pod, so this locator also writes `.spec.selector.matchLabels` into a CronJob,
     * whose spec has no such field. Leave CronJobs out when you use it.
     */
    static readonly workloadSelector: LabelNode;

    /**
     * Selects `.spec.selector` of a Service. Returns `null` for other kinds.
     */
    static readonly serviceSelector: LabelNode;

    /**
     * Selects the label selector under `.spec.selector` of a ServiceMonitor with the API version
     * `monitoring.coreos.com/v1`. Returns `null` for other kinds.
     */
    static readonly serviceMonitorSelector: LabelNode;
}
