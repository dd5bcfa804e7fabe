import { ObjectMeta } from "../k8s/apimachinery/meta/v1";
import { Container, PodSpec } from "../k8s/core/v1";

/**
 * The helpers that every workload document has: Pods, Deployments, StatefulSets, DaemonSets,
 * ReplicaSets, Jobs and CronJobs.
 *
 * @remarks
 * The helpers hide where the pod template sits: a Pod keeps its pod spec under `.spec` and its pod
 * metadata under `.metadata`, while the other workload kinds keep them under `.spec.template.spec` and
 * `.spec.template.metadata`. At v0.2.1 a CronJob is handled like a Deployment, although its pod
 * template sits under `.spec.jobTemplate.spec.template`, so the helpers read and create the wrong
 * path for a CronJob.
 *
 * The methods exist on every {@link Document}: on a document that is not a workload, the `get`
 * methods return `undefined` and the `ensure` methods throw "Document is not a workload". In
 * TypeScript they are typed after {@link Document.asWorkload} or a guard for a workload kind, such as
 * {@link Document.asDeployment}; before that they are typed `any`.
 *
 * This class exists only in the declarations: at v0.2.1 `anemos.Workload` is `undefined` when a
 * script runs, so do not create one or test documents with `instanceof`. It is also not a subtype of
 * {@link Document}, so in TypeScript the typed workload kinds of `anemos.k8s` (`Deployment`, `Pod`,
 * ...) are not accepted where a `Document` is expected, such as {@link Builder.addDocument}, although
 * they work there at runtime.
 *
 * @example
 * ```ts
 * builder.onModify((context) => {
 *     for (const document of context.getAllDocuments()) {
 *         if (document.asWorkload()) {
 *             document.ensureWorkloadSpec().priorityClassName = "high";
 *             const app = document.getContainer("app");
 *             if (app) {
 *                 app.imagePullPolicy = "Always";
 *             }
 *         }
 *     }
 * });
 * ```
 */
export declare class Workload {
    /**
     * Finds the pod spec of the workload without creating anything.
     *
     * @returns The pod spec, or `undefined` when it is missing or the document is not a workload.
     */
    getWorkloadSpec(): PodSpec | undefined;

    /**
     * Gives the pod spec of the workload, creating the objects on the way when they are missing.
     *
     * @returns The pod spec. Changes to it change the document.
     */
    ensureWorkloadSpec(): PodSpec;

    /**
     * Finds the metadata of the pods the workload runs, without creating anything.
     *
     * @returns The pod metadata, or `undefined` when it is missing or the document is not a workload.
     */
    getWorkloadMetadata(): ObjectMeta | undefined;

    /**
     * Gives the metadata of the pods the workload runs, creating the objects on the way when they are
     * missing.
     *
     * @returns The pod metadata. Changes to it change the document.
     */
    ensureWorkloadMetadata(): ObjectMeta;

    /**
     * Finds the labels of the pods the workload runs, without creating anything.
     *
     * @returns The pod labels, or `undefined` when they are missing or the document is not a workload.
     */
    getWorkloadLabels(): Record<string, string> | undefined;

    /**
     * Gives the labels of the pods the workload runs, creating the objects on the way when they are
     * missing.
     *
     * @returns The pod labels. Changes to them change the document.
     */
    ensureWorkloadLabels(): Record<string, string>;

    /**
     * Meant to find the annotations of the pods the workload runs.
     *
     * @remarks
     * At v0.2.1 this returns the pod **labels**, not the annotations. Read
     * `document.getWorkloadMetadata()?.annotations` instead.
     *
     * @returns At v0.2.1, the pod labels, or `undefined`.
     */
    getWorkloadAnnotations(): Record<string, string> | undefined;

    /**
     * Gives the annotations of the pods the workload runs, creating the objects on the way when they are
     * missing.
     *
     * @returns The pod annotations. Changes to them change the document.
     */
    ensureWorkloadAnnotations(): Record<string, string>;

    /**
     * Finds the containers of the workload's pods.
     *
     * @returns The containers, or `undefined` when there are none or the document is not a workload.
     */
    getContainers(): Array<Container> | undefined;

    /**
     * Finds one container of the workload's pods.
     *
     * @param indexOrName - The position of the container in the list, starting at 0, or its name.
     * @returns The container, or `undefined` when there is no such container.
     */
    getContainer(indexOrName: number | string): Container | undefined;

    /**
     * Finds the init containers of the workload's pods.
     *
     * @returns The init containers, or `undefined` when there are none or the document is not a
     *   workload.
     */
    getInitContainers(): Array<Container> | undefined;

    /**
     * Finds one init container of the workload's pods.
     *
     * @param indexOrName - The position of the init container in the list, starting at 0, or its name.
     * @returns The init container, or `undefined` when there is no such init container.
     */
    getInitContainer(indexOrName: number | string): Container | undefined;
}
