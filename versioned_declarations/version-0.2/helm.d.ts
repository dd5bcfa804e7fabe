import { BuildContext } from "./buildContext";
import { DocumentGroup } from "./documentGroup";

declare module "./builder" {
    interface Builder {
        /**
         * Renders a Helm chart into a new document group named after the release.
         *
         * @remarks
         * The chart is rendered on the client by a new component at {@link steps.generateResources},
         * like `helm template`: no cluster is contacted. Helm sees the Kubernetes version of the
         * builder and the API kinds it knows; the release namespace is empty, so chart fields that
         * print the release namespace come out empty (`null`). The chart's `crds/` folder is included,
         * test hooks are left out, and each file is named after the template that produced it.
         *
         * The rendered documents are ordinary documents: components change them at
         * {@link steps.modify}, and by default their CRDs and Namespaces move to the `crds` and
         * `namespaces` groups like any others.
         *
         * Values are YAML text, dedented first. At v0.2.1 the runtime also accepts a plain object
         * and turns it into YAML, but the declarations do not list that form, so TypeScript rejects it.
         *
         * @example
         * ```ts
         * builder.addHelmChart("./charts/web", "web", `
         *     replicaCount: 2
         *     image:
         *       tag: "1.27"
         *     `);
         * // Written to output/manifests/web/
         * ```
         *
         * @param chartIdentifier - A chart folder or packed chart (`.tgz`) on disk, or the http(s) URL of
         *   a packed chart.
         * @param releaseName - The release name, which is also the path of the new group.
         * @param values - Optional values for the chart, as YAML text.
         */
        addHelmChart(chartIdentifier: string, releaseName: string, values?: string): void;
    }
}

/**
 * The release settings for {@link HelmChart.generate}.
 *
 * @example
 * ```ts
 * const options = new anemos.HelmOptions("web", "apps", "replicaCount: 2");
 * ```
 */
export declare class HelmOptions {
    /**
     * Creates the release settings.
     *
     * @param releaseName - The name of the release; it must not be empty.
     * @param namespace - The namespace Helm renders the release for.
     * @param values - Optional values for the chart, as YAML text.
     */
    constructor(releaseName: string, namespace: string, values?: string);

    /** The name of the release, also the path of the group {@link HelmChart.generate} returns. */
    releaseName: string;

    /** The namespace Helm renders the release for. */
    namespace: string;

    /** Values for the chart, as YAML text. It is dedented before it is parsed. */
    values?: string;
}

/**
 * A Helm chart loaded into memory, for rendering inside an action with full control over the result.
 *
 * @remarks
 * {@link Builder.addHelmChart} covers the common case. Use this class when an action needs the
 * rendered documents before they join the build, for example to set their namespace.
 *
 * @example
 * ```ts
 * builder.onGenerateResources((context) => {
 *     const chart = new anemos.HelmChart("./charts/web");
 *     const group = chart.generate(context, new anemos.HelmOptions("web", "apps"));
 *     for (const document of group.documents) {
 *         const { apiVersion, kind } = document;
 *         if (apiVersion && kind && context.kubernetesResourceInfo.isNamespaced(apiVersion, kind)) {
 *             (document.metadata ??= {}).namespace = "apps";
 *         }
 *     }
 *     context.addDocumentGroup(group);
 * });
 * ```
 */
export declare class HelmChart {
    /**
     * Loads a chart from disk.
     *
     * @param path - A chart folder or packed chart (`.tgz`).
     */
    constructor(path: string);

    /**
     * Loads a packed chart from bytes, for example the result of {@link file.readAllBytes}.
     *
     * @param data - The bytes of a packed chart (`.tgz`).
     */
    constructor(data: Uint8Array);

    /**
     * Renders the chart on the client into a new document group.
     *
     * @remarks
     * The group is named after the release and is not part of the build yet: add it with
     * {@link BuildContext.addDocumentGroup}. Rendering follows the rules of
     * {@link Builder.addHelmChart}, with the namespace of the options as release namespace.
     *
     * @param context - The context of the running build, for the Kubernetes version and API kinds.
     * @param options - The release name, namespace and values.
     * @returns The new group with the rendered documents.
     */
    generate(context: BuildContext, options: HelmOptions): DocumentGroup;
}
