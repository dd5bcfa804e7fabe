/**
 * The places in a manifest where {@link Document.setLabels} can write labels.
 *
 * @remarks
 * A place that does not apply to a document is skipped for it, so one list of places can be used
 * for every document of a build.
 *
 * @example
 * ```ts
 * // A Deployment and the Service in front of it, matched by the same label.
 * deployment.setLabels({ app: "web" }, [
 *     anemos.LabelNode.metadataLabels,
 *     anemos.LabelNode.workloadLabels,
 *     anemos.LabelNode.workloadSelector,
 * ]);
 * service.setLabels({ app: "web" }, [anemos.LabelNode.metadataLabels, anemos.LabelNode.serviceSelector]);
 * ```
 */
export declare enum LabelNode {
    /** `.metadata.labels` of any document. */
    metadataLabels = 0,

    /**
     * The labels of the pods a workload runs: `.metadata.labels` for a Pod, and
     * `.spec.template.metadata.labels` for the other workload kinds. At v0.2.1 a CronJob is handled like
     * a Deployment, which is the wrong place for it.
     */
    workloadLabels = 1,

    /**
     * `.spec.selector.matchLabels` of a workload. Jobs are skipped. At v0.2.1 Pods are not skipped,
     * although a Pod has no selector, so use it only on documents that are not Pods.
     */
    workloadSelector = 2,

    /** `.spec.selector` of a Service. */
    serviceSelector = 3,

    /**
     * `.spec.selector` of a Prometheus Operator `ServiceMonitor` (any document whose kind is
     * `ServiceMonitor`). At v0.2.1 the labels go directly into `.spec.selector`, not into its
     * `matchLabels`.
     */
    serviceMonitorSelector = 4,
}

declare module "../document" {
    interface Document {
        /**
         * Sets one label in `.metadata.labels`, creating `metadata` and `labels` when they are missing.
         *
         * @param key - The label key, for example `"app.kubernetes.io/name"`.
         * @param value - The label value.
         */
        setLabel(key: string, value: string): void;

        /**
         * Sets several labels at the chosen places of the manifest.
         *
         * @remarks
         * Missing objects on the way are created. Existing labels with other keys are kept. The keys
         * are not sorted here; {@link Builder.sortFields} sorts them when the files are written.
         *
         * @param labels - The labels to set, as key-value pairs.
         * @param nodes - The places to write to. When left out, only `.metadata.labels`
         *   ({@link LabelNode.metadataLabels}) is written.
         */
        setLabels(labels: { [key: string]: string }, nodes?: LabelNode[]): void;
    }
}
