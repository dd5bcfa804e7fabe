import { Document } from "./document";
import { Component } from "./component";
import { BuildContext } from "./buildContext";

/**
 * A set of documents and additional files that share one output folder and are applied to the
 * cluster together.
 *
 * @remarks
 * The {@link DocumentGroup.path} of a group is the folder under `output/manifests/` where its files
 * are written, and it is also the name of the apply set when the manifests are applied. Documents
 * added without a group go to the group whose path is the empty string; their files are written
 * directly into `output/manifests/`.
 *
 * Create a group with the constructor, fill it, then hand it to {@link BuildContext.addDocumentGroup}
 * inside an action. Use the methods of the group to add or remove content instead of editing
 * {@link DocumentGroup.documents} and {@link DocumentGroup.additionalFiles} directly, so that
 * {@link Document.group} stays correct.
 *
 * @example
 * ```ts
 * import * as anemos from "@ohayocorp/anemos";
 *
 * const builder = new anemos.Builder(
 *     "1.31",
 *     anemos.KubernetesDistribution.Minikube,
 *     anemos.EnvironmentType.Development,
 * );
 *
 * builder.onGenerateResources((context) => {
 *     const group = new anemos.DocumentGroup("cache");
 *
 *     group.addDocument(new anemos.Document("service.yaml", {
 *         apiVersion: "v1",
 *         kind: "Service",
 *         metadata: { name: "cache" },
 *         spec: { ports: [{ port: 6379 }] },
 *     }));
 *     group.addAdditionalFile(new anemos.AdditionalFile("README.md", "Cache manifests.\n"));
 *
 *     // Written to output/manifests/cache/service.yaml and output/manifests/cache/README.md.
 *     context.addDocumentGroup(group);
 * });
 *
 * builder.build();
 * ```
 */
export declare class DocumentGroup {
    /**
     * Creates an empty group.
     *
     * @param path - The folder of the group under `output/manifests/`, which is also its apply-set
     * name.
     */
    constructor(path: string);

    /**
     * The folder of the group under `output/manifests/`, and the name of its apply set when the
     * manifests are applied.
     *
     * @remarks
     * At commit `73d3b32`, the development snapshot that this Next reference describes, the native
     * runtime exposes this value under its earlier name, `name`; release v0.2.1 calls it `path`. The
     * declarations, and this documentation, use `path`.
     */
    path: string;

    /**
     * The documents of the group, in the order they were added.
     *
     * @remarks
     * Treat this array as read-only. Use {@link DocumentGroup.addDocument} and
     * {@link DocumentGroup.removeDocument}, which also keep {@link Document.group} up to date.
     */
    documents: Document[];

    /**
     * The additional files of the group, in the order they were added.
     *
     * @remarks
     * Treat this array as read-only. Use {@link DocumentGroup.addAdditionalFile} and
     * {@link DocumentGroup.removeAdditionalFile} to change it.
     */
    additionalFiles: AdditionalFile[];

    /**
     * Adds a document to the end of the group and sets its {@link Document.group} to this group.
     *
     * @param document - The {@link Document} to add.
     */
    addDocument(document: Document): void;

    /**
     * Adds a file that is written into the folder of the group next to its manifests.
     *
     * @param additionalFile - The {@link AdditionalFile} to add.
     */
    addAdditionalFile(additionalFile: AdditionalFile): void;

    /**
     * Tells which component put this group into the build context.
     *
     * @remarks
     * The component is recorded when the group is added with {@link BuildContext.addDocumentGroup}
     * from one of its actions.
     *
     * @returns The {@link Component}, or `null` when the group has not been added to the context.
     */
    getComponent(): Component | null;

    /**
     * Finds a document of this group by its path.
     *
     * @remarks
     * The path is compared with {@link Document.path}, the path inside the group folder, so pass
     * `deployment.yaml` rather than `my-group/deployment.yaml`. To search every group by the full path,
     * use {@link BuildContext.getDocument}.
     *
     * @param path - The document path to look for.
     * @returns The first {@link Document} with that path, or `null` when there is none.
     */
    getDocument(path: string): Document | null;

    /**
     * Finds the first document of this group that a predicate accepts.
     *
     * @example
     * ```ts
     * const deployment = group.getDocument((document) => document.isDeployment());
     * ```
     *
     * @param filter - Called with each document in order; return `true` to select it.
     * @returns The first matching {@link Document}, or `null` when none matches.
     */
    getDocument(filter: (document: Document) => boolean): Document | null;

    /**
     * Lists the documents of the group ordered by their path.
     *
     * @returns A new array sorted by {@link Document.path}. Sorting it or changing its length does not
     * change the group.
     */
    sortedDocuments(): Document[];

    /**
     * Moves every document and additional file of this group into another group, leaving this group
     * empty.
     *
     * @remarks
     * The moved documents get the target as their {@link Document.group}. The emptied group stays in
     * the build context until you remove it with {@link BuildContext.removeDocumentGroup}.
     *
     * @param group - The {@link DocumentGroup} that receives the content.
     */
    moveTo(group: DocumentGroup): void;

    /**
     * Takes a document out of the group and clears its {@link Document.group}.
     *
     * @param document - The {@link Document} to remove.
     */
    removeDocument(document: Document): void;

    /**
     * Takes an additional file out of the group.
     *
     * @param additionalFile - The {@link AdditionalFile} to remove.
     */
    removeAdditionalFile(additionalFile: AdditionalFile): void;

    /**
     * Sets `.metadata.namespace` on every document of the group whose kind is namespaced.
     *
     * @remarks
     * Whether a kind is namespaced is read from {@link BuildContext.kubernetesResourceInfo}, so
     * cluster-scoped objects such as ClusterRoles are left alone. This is handy for manifests rendered
     * from a Helm chart that do not set a namespace themselves.
     *
     * @param context - The build context of the running action.
     * @param namespace - The namespace to set.
     */
    setNamespaces(context: BuildContext, namespace: string): void;

    /**
     * Gives a unique path to documents of the group that share the same path.
     *
     * @remarks
     * Documents are grouped by path. Within each set of documents sharing a path, the documents are
     * sorted by `apiVersion`, then `kind`, then `metadata.namespace`, then `metadata.name`, with a
     * stable sort that keeps the original order on ties. The first document keeps the path; the next
     * ones get `-1`, `-2` and so on inserted before the file extension, so `service.yaml` becomes
     * `service-1.yaml`, `service-2.yaml`. The sort makes the new names the same on every build.
     */
    fixNameClashes(): void;
}

/**
 * A file of any text content, such as a configuration file or a README, written into the folder of
 * a document group next to its manifests.
 *
 * @remarks
 * Add it with {@link DocumentGroup.addAdditionalFile}, or with `addAdditionalFile` on the builder or
 * the build context. The file is written to `output/manifests/<group path>/<file path>`.
 *
 * @example
 * ```ts
 * const notes = new anemos.AdditionalFile("docs/NOTES.txt", "Run the migration job first.\n");
 * ```
 */
export declare class AdditionalFile {
    /**
     * Creates an additional file.
     *
     * @param path - The file path relative to the folder of the group. It may contain sub-folders.
     * @param content - The text to write into the file.
     */
    constructor(path: string, content: string);

    /**
     * The file path relative to the folder of the group.
     */
    path: string;

    /**
     * The text written into the file.
     */
    content: string;
}
