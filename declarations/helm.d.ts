import { BuildContext } from "./buildContext";
import { DocumentGroup } from "./documentGroup";

declare module "./builder" {
    interface Builder {
        /**
         * Renders a Helm chart and adds the result to the build as a document group.
         *
         * @remarks
         * The chart is rendered at {@link steps.generateResources} on your machine, like
         * `helm template`: the cluster is not contacted and no Helm release is recorded. Helm
         * receives the builder's Kubernetes version and the API kinds known for the cluster.
         * The rendered documents form a {@link DocumentGroup} whose path is `releaseName`, so
         * you can change them in a later step such as {@link steps.modify}. Test hooks are
         * left out; other hooks and the files in the chart's `crds/` folder become documents.
         *
         * Always pass the third argument. The declaration marks `values` as optional, but the
         * runtime of Next (commit `73d3b32`) expects it; pass an empty string when you have no values
         * to set. The runtime also accepts a plain object for the values, but the declaration
         * only allows a YAML string.
         *
         * @example
         * ```ts
         * builder.addHelmChart(
         *     "https://charts.example.com/my-chart-1.0.0.tgz",
         *     "my-release",
         *     `
         *     replicaCount: 2
         *     image:
         *       tag: "1.0"
         *     `);
         * ```
         *
         * @param chartIdentifier - Where the chart is: a path to a local chart folder or chart
         *   archive, or an http(s) URL of a chart archive.
         * @param releaseName - The name of the Helm release. It is also the path of the
         *   resulting group.
         * @param values - The chart values as YAML text.
         */
        addHelmChart(chartIdentifier: string, releaseName: string, values?: string): void;
    }
}

/**
 * The release settings that {@link HelmChart.generate} renders a chart with.
 */
export declare class HelmOptions {
    /**
     * Creates release settings.
     *
     * @param releaseName - The name of the Helm release. It must not be empty.
     * @param namespace - The namespace of the release, passed to the chart templates.
     * @param values - The chart values as YAML text.
     */
    constructor(releaseName: string, namespace: string, values?: string);

    /** The name of the Helm release. It must not be empty. */
    releaseName: string;

    /** The namespace of the release, passed to the chart templates. */
    namespace: string;

    /** The chart values as YAML text. */
    values?: string;
}

/**
 * A Helm chart loaded from disk or from bytes, ready to be rendered into a
 * {@link DocumentGroup}.
 *
 * @remarks
 * This is the lower-level alternative to {@link Builder.addHelmChart}. Use it when you want to
 * inspect or change the rendered group before adding it to the build.
 *
 * @example
 * ```ts
 * builder.onGenerateResources((context) => {
 *     const chart = new anemos.HelmChart(anemos.file.mainScriptDirectory() + "/charts/my-chart");
 *     const group = chart.generate(context, new anemos.HelmOptions("my-release", "default", ""));
 *     context.addDocumentGroup(group);
 * });
 * ```
 */
export declare class HelmChart {
    /**
     * Loads a chart from a local chart folder or chart archive.
     *
     * @param path - The path of the chart folder or archive.
     */
    constructor(path: string);

    /**
     * Loads a chart from the bytes of a chart archive, for example bytes read with
     * {@link file.readAllBytes}.
     *
     * @param data - The content of the chart archive.
     */
    constructor(data: Uint8Array);

    /**
     * Renders the chart on your machine, like `helm template`.
     *
     * @remarks
     * The returned group is not added to the build. Pass it to
     * {@link BuildContext.addDocumentGroup} yourself.
     *
     * @param context - The context of the running build. It supplies the Kubernetes version
     *   and the known API kinds.
     * @param options - The release name, namespace and values.
     * @returns A new group, named after the release, that holds the rendered documents.
     */
    generate(context: BuildContext, options: HelmOptions): DocumentGroup;
}
