import { Mapping } from "./mapping";
import { DocumentGroup } from "./documentGroup";

/**
 * One YAML document, usually one Kubernetes manifest, together with the file path it is written to.
 *
 * @remarks
 * The root of a document is always a {@link Mapping}; get it with {@link Document.getRoot} to read
 * or change any part of the manifest. Each document is written to its own file at
 * `output/manifests/<group path>/<document path>`, and an empty document is written as `{}`.
 *
 * Besides the core members listed here, documents have many Kubernetes-aware helpers for metadata,
 * labels, annotations, containers, volumes and kind checks, such as {@link Document.getName},
 * {@link Document.setLabels}, {@link Document.getContainer} and {@link Document.isWorkload}.
 *
 * The workload helpers hide where the pod spec sits: a Pod keeps it directly under `.spec`, while
 * the other workload kinds keep it under `.spec.template.spec`, with the pod metadata under
 * `.spec.template.metadata`. The helpers pick the right place from the kind of the document.
 *
 * @example
 * ```ts
 * import * as anemos from "@ohayocorp/anemos";
 *
 * // From YAML text. The text is dedented first, so it can be indented freely in code.
 * const configMap = new anemos.Document("config.yaml", `
 *     apiVersion: v1
 *     kind: ConfigMap
 *     metadata:
 *       name: settings
 *     data:
 *       mode: fast
 *     `);
 *
 * // From a plain object.
 * const service = new anemos.Document("service.yaml", {
 *     apiVersion: "v1",
 *     kind: "Service",
 *     metadata: { name: "web" },
 *     spec: { ports: [{ port: 80, targetPort: "http" }] },
 * });
 * ```
 */
export declare class Document {
    /**
     * Creates a document with an empty root mapping.
     *
     * @param path - The file path of the document inside its group folder, for example
     * `deployment.yaml`. It may contain sub-folders such as `jobs/migrate.yaml`.
     */
    constructor(path: string);

    /**
     * Creates a document by parsing YAML text.
     *
     * @remarks
     * The text must hold a single YAML mapping. It is dedented before parsing, so you can indent a
     * template string to match the surrounding code.
     *
     * @param path - The file path of the document inside its group folder.
     * @param yamlContent - The YAML text of the manifest.
     */
    constructor(path: string, yamlContent: string);

    /**
     * Creates a document from an existing mapping or from a plain object.
     *
     * @remarks
     * A plain object is converted with the rules described on {@link Mapping}: key order is kept,
     * `null` and `undefined` values are dropped, and strings that look like numbers or booleans are
     * double-quoted. The object is copied, so later changes to it do not reach the document.
     *
     * @param path - The file path of the document inside its group folder.
     * @param root - The root {@link Mapping}, or a plain object to convert into one.
     */
    constructor(path: string, root: Mapping | Object);

    /**
     * The file path of the document, relative to the folder of its group. It may contain `/` to place
     * the file in a sub-folder.
     */
    path: string;

    /**
     * The {@link DocumentGroup} that holds this document. It is set when the document is added to a
     * group and cleared when it is removed from one; a document that is in no group has no value here.
     */
    group?: DocumentGroup;

    /**
     * Builds the path of the document relative to the manifests folder.
     *
     * @returns The group path, a `/` and the document path, for example `shop/deployment.yaml`. When the
     * document is in no group, only {@link Document.path} is returned.
     */
    fullPath(): string;

    /**
     * Gives access to the top-level mapping of the document, the starting point for any change.
     *
     * @returns The root {@link Mapping}. Changes made to it change the document.
     */
    getRoot(): Mapping;

    /**
     * Makes a deep copy of the document.
     *
     * @returns The new {@link Document}. Changes to the content of the copy do not affect the original.
     */
    clone(): Document;

    /**
     * Returns the `metadata` mapping of the document, creating an empty one first when it is missing.
     *
     * @returns The {@link Mapping} under `.metadata`.
     */
    ensureMetadata(): Mapping;
}
