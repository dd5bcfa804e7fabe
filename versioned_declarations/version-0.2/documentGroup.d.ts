import { Component } from "./component";
import { Document } from "./document";
import { Provisioner } from "./provisioner";

/**
 * A set of documents and additional files that share one output folder and are applied together as
 * one apply set.
 *
 * @remarks
 * The group's {@link DocumentGroup.path | path} is its folder under `output/manifests/` and the
 * source of its apply-set name. Documents added without a group go to the group whose path is the
 * empty string, written directly into `output/manifests/` and applied under the name `default`.
 *
 * A group is applied in two steps, each a {@link Provisioner}: {@link DocumentGroup.applyProvisioner}
 * sends its manifests to the cluster, then {@link DocumentGroup.waitProvisioner} waits until they are
 * ready. {@link DocumentGroup.provisionAfter} and {@link DocumentGroup.provisionBefore} order whole
 * groups.
 *
 * @example
 * ```ts
 * builder.onGenerateResources((context) => {
 *     const database = new anemos.DocumentGroup("database");
 *     database.addDocument(new anemos.Document({
 *         apiVersion: "v1",
 *         kind: "ConfigMap",
 *         metadata: { name: "database" },
 *         data: { maxConnections: "100" },
 *     }));
 *     context.addDocumentGroup(database);
 * });
 * // Written to output/manifests/database/configmap-database.yaml
 * ```
 */
export declare class DocumentGroup {
    /**
     * Creates an empty group, with its apply and wait provisioners.
     *
     * @param path - The folder of the group under `output/manifests/`, for example `"web"`. It may
     *   contain `/` to nest folders.
     */
    constructor(path: string);

    /** The folder of the group under `output/manifests/`, also the source of its apply-set name. */
    path: string;

    /**
     * The documents of the group, in the order they were added.
     *
     * @remarks
     * Change the list only with the methods of the group, such as {@link DocumentGroup.addDocument}
     * and {@link DocumentGroup.removeDocument}; an array read earlier may not show later changes.
     */
    documents: Document[];

    /** The files other than manifests that are written into the group's folder. */
    additionalFiles: AdditionalFile[];

    /** The provisioner that applies the group's manifests to the cluster. */
    applyProvisioner?: Provisioner;

    /**
     * The provisioner that waits until the group's objects are ready. It always runs after
     * {@link DocumentGroup.applyProvisioner}.
     */
    waitProvisioner?: Provisioner;

    /**
     * Adds a document at the end of the group.
     *
     * @param document - The document to add.
     */
    addDocument(document: Document): void;

    /**
     * Adds several documents at the end of the group, in their order.
     *
     * @param documents - The documents to add.
     */
    addDocuments(documents: Document[]): void;

    /**
     * Adds a file that is written into the group's folder next to the manifests.
     *
     * @param additionalFile - The file to add.
     */
    addAdditionalFile(additionalFile: AdditionalFile): void;

    /**
     * Finds the component whose action added this group to the build.
     *
     * @returns The component, or `null` when the group has not been added to a build yet.
     */
    getComponent(): Component | null;

    /**
     * Finds a document of this group by its own path.
     *
     * @param path - The document's path inside the group folder, as {@link Document.getPath} gives it,
     *   without the group path.
     * @returns The first document with that path, or `null` when there is none.
     */
    getDocument(path: string): Document | null;

    /**
     * Finds the first document of this group that a function accepts.
     *
     * @param filter - Called for each document; returns `true` for the one to find.
     * @returns The first accepted document, or `null` when none is accepted.
     */
    getDocument(filter: (document: Document) => boolean): Document | null;

    /**
     * Lists the documents of the group sorted by {@link Document.getPath}.
     *
     * @returns A new array; the group itself is not changed.
     */
    sortedDocuments(): Document[];

    /**
     * Moves every document and additional file of this group to another group, leaving this group
     * empty.
     *
     * @param group - The group that receives the documents and files.
     */
    moveTo(group: DocumentGroup): void;

    /**
     * Removes a document from the group.
     *
     * @param document - The document to remove.
     */
    removeDocument(document: Document): void;

    /**
     * Removes an additional file from the group.
     *
     * @param additionalFile - The file to remove.
     */
    removeAdditionalFile(additionalFile: AdditionalFile): void;

    /**
     * Makes this group be applied only after another group is applied and ready.
     *
     * @remarks
     * Both provisioners of this group run after both provisioners of the other group. Call it at
     * {@link steps.specifyProvisionerDependencies}, once both groups exist, or use
     * {@link Component.provisionAfter} to order components.
     *
     * @example
     * ```ts
     * builder.onSpecifyProvisionerDependencies((context) => {
     *     const database = context.getDocumentGroup("database");
     *     const web = context.getDocumentGroup("web");
     *     if (database && web) {
     *         web.provisionAfter(database);
     *     }
     * });
     * ```
     *
     * @param other - The group to apply, and wait for, first.
     */
    provisionAfter(other: DocumentGroup): void;

    /**
     * Makes this group be applied, and ready, before another group is applied.
     *
     * @remarks
     * Both provisioners of this group run before both provisioners of the other group.
     *
     * @param other - The group to apply afterwards.
     */
    provisionBefore(other: DocumentGroup): void;
}

/**
 * Any text file written into a group's folder next to its manifests, such as a README or a
 * kustomization file.
 *
 * @example
 * ```ts
 * builder.addAdditionalFile("web", new anemos.AdditionalFile("README.md", "Generated by Anemos.\n"));
 * // Written to output/manifests/web/README.md
 * ```
 */
export declare class AdditionalFile {
    /**
     * Creates an additional file.
     *
     * @param path - The path of the file inside the group's folder.
     * @param content - The text of the file.
     */
    constructor(path: string, content: string);

    /** The path of the file inside the group's folder. */
    path: string;

    /** The text of the file. */
    content: string;
}
