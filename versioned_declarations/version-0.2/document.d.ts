import { DocumentGroup } from "./documentGroup";
import { ObjectMeta } from "./k8s/apimachinery/meta/v1";

/**
 * One Kubernetes manifest: a plain JavaScript object holding its content, plus the file path it is
 * written to.
 *
 * @remarks
 * A document wraps its content object: reading or setting a property of the document reads or sets
 * that property of the content, so `document.kind`, `document.metadata?.labels` and
 * `document.spec.replicas = 3` work as on any object. Only `apiVersion`, `kind` and `metadata` are
 * typed; any other property is typed `any`. The type guards such as {@link Document.asDeployment}
 * give typed access to a known kind. Content is not validated against a schema.
 *
 * Each document is written to `output/manifests/<group path>/<file path>`. Without a path of its
 * own, the file is named `<kind in lower case>-<name>.yaml` (see {@link Document.getPath}).
 *
 * The methods below are the ones the runtime provides natively. Anemos adds more to every document:
 * kind checks and type guards ({@link Document.isDeployment}, {@link Document.asDeployment}, ...),
 * labels and annotations ({@link Document.setLabels}, {@link Document.setAnnotation}, ...) and
 * workload helpers ({@link Workload.getContainer}, {@link Workload.ensureWorkloadSpec}, ...).
 *
 * @example
 * ```ts
 * // From YAML text. The text is dedented first, so it can be indented freely in code.
 * const configMap = new anemos.Document(`
 *     apiVersion: v1
 *     kind: ConfigMap
 *     metadata:
 *       name: settings
 *     data:
 *       mode: fast
 *     `);
 *
 * // From an object.
 * const service = new anemos.Document({
 *     apiVersion: "v1",
 *     kind: "Service",
 *     metadata: { name: "web" },
 *     spec: { ports: [{ port: 80, targetPort: "http" }] },
 * });
 * service.setPath("web-service.yaml");
 *
 * builder.addDocument(configMap); // output/manifests/configmap-settings.yaml
 * builder.addDocument(service); // output/manifests/web-service.yaml
 * ```
 */
export declare class Document {
    /**
     * Creates a document with an empty object as its content.
     */
    constructor();

    /**
     * Creates a document from YAML text or from an object.
     *
     * @remarks
     * Text is dedented and parsed right away; a YAML error is thrown from the constructor. A single
     * string is always read as YAML, never as a file path. An object becomes the content as it is,
     * without a copy, so later changes to the object show in the output.
     *
     * An object with a top-level `content` property is read as {@link NewDocumentOptions} instead:
     * its content, and optionally its `path`. At v0.2.1 the constructor ignores `documentGroup`; to
     * place the document in a group, pass the options to {@link Builder.addDocument} or
     * {@link BuildContext.addDocument}, or add the document with {@link DocumentGroup.addDocument}.
     *
     * @param content - The YAML text of one manifest, or its content as an object.
     */
    constructor(content: string | Object);

    /** Any property of the content, such as `spec` or `data`. */
    [customProperties: string]: any;

    /**
     * The group that holds this document, as declared.
     *
     * @remarks
     * At v0.2.1 this property is always `undefined` when a script reads it: the read goes to the
     * document's content, which has no `group` key. Use {@link Document.fullPath}, or look the
     * document up in {@link BuildContext.getDocumentGroups}, instead.
     */
    group?: DocumentGroup;

    /**
     * Gives the file path of the document inside its group folder.
     *
     * @remarks
     * When no path was set, this returns the default name, `<kind in lower case>-<name>.yaml` with the
     * name passed through {@link toKubernetesIdentifier}, for example `deployment-web.yaml`. A document
     * without a kind or a name is called `document.yaml`, or `document-<n>.yaml` once it is in a
     * group, where `n` is its position in the group, starting at 1. At v0.2.1 the result is never
     * `null`.
     *
     * @returns The path relative to the group folder.
     */
    getPath(): string | null;

    /**
     * Sets the file path of the document inside its group folder.
     *
     * @param path - The path, for example `"deployment.yaml"`. It may contain folders, such as
     *   `"jobs/migrate.yaml"`. `null` returns the document to its default name.
     */
    setPath(path: string | null): void;

    /**
     * Builds the path of the document relative to the `manifests` folder.
     *
     * @returns The group path, a `/` and the document path, for example `web/deployment-web.yaml`.
     *   For a document in no group, or in the group with the empty path, only the document path.
     */
    fullPath(): string;

    /**
     * Makes this document be applied after another document of the same group.
     *
     * @remarks
     * Without such an order, the documents of a group are applied by kind, in the order Helm installs
     * kinds, and by path among documents of the same kind. Both documents must already be in the same
     * group; otherwise the call throws.
     *
     * @param other - The document to apply first.
     */
    provisionAfter(other: Document): void;

    /**
     * Makes this document be applied before another document of the same group.
     *
     * @remarks
     * Both documents must already be in the same group; otherwise the call throws.
     *
     * @param other - The document to apply afterwards.
     */
    provisionBefore(other: Document): void;

    /** The `apiVersion` of the manifest, such as `"apps/v1"`. */
    apiVersion?: string;

    /** The `kind` of the manifest, such as `"Deployment"`. */
    kind?: string;

    /** The `metadata` of the manifest: name, namespace, labels and annotations. */
    metadata?: ObjectMeta;
}

/**
 * What {@link Builder.addDocument} and {@link BuildContext.addDocument} need to create a document: its
 * content and, optionally, its file path and group.
 *
 * @remarks
 * Write it as an object literal; the class exists at runtime too but adds nothing.
 *
 * @example
 * ```ts
 * builder.addDocument({
 *     documentGroup: "web",
 *     path: "deployment.yaml",
 *     content: `
 *         apiVersion: apps/v1
 *         kind: Deployment
 *         metadata:
 *           name: web
 *         `,
 * });
 * // Written to output/manifests/web/deployment.yaml
 * ```
 */
export declare class NewDocumentOptions {
    /** The content: YAML text of one manifest, or an object. An object is used as it is, without a copy. */
    content: string | Object;

    /**
     * The file path inside the group folder. When not set, the document gets its default name,
     * `<kind in lower case>-<name>.yaml`.
     */
    path?: string;

    /**
     * The path of the group to add the document to. An existing group with this path is reused;
     * otherwise a new group is created. When not set, the group with the empty path is used.
     */
    documentGroup?: string;
}
