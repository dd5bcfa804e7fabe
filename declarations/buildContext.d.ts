import { BuilderOptions } from "./builderOptions";
import { Component } from "./component";
import { Document } from "./document";
import { AdditionalFile, DocumentGroup } from "./documentGroup";
import { KubernetesResourceInfo } from "./kubernetesResourceInfo";
import { Mapping } from "./mapping";

/**
 * The state of a running build. Every action callback receives it.
 *
 * @remarks
 * The context gives access to the {@link BuilderOptions} of the build, the API kinds known
 * for the target cluster, a shared storage object, and all {@link DocumentGroup | document
 * groups} with their documents and additional files.
 *
 * The {@link Builder} creates the context; you cannot create one yourself.
 *
 * @example
 * ```ts
 * builder.onModify((context) => {
 *     for (const document of context.getAllDocuments()) {
 *         document.setLabel("team", "payments");
 *     }
 * });
 * ```
 */
export declare class BuildContext {
    private constructor();

    /** The options the {@link Builder} was created with. */
    builderOptions: BuilderOptions;

    /**
     * The API kinds known for the target cluster. Use it to check whether a kind exists and
     * whether it is namespaced.
     */
    kubernetesResourceInfo: KubernetesResourceInfo;

    /**
     * Free-form storage that all components of the build share. Anemos does not read it.
     */
    customData: Record<string, any>;

    /**
     * Adds a document to the group whose path is the empty string. Its files are written
     * directly into `output/manifests/`.
     *
     * @param document - The document to add.
     */
    addDocument(document: Document): void;

    /**
     * Adds a document to a named group, creating the group when it does not exist yet.
     *
     * @remarks
     * This overload is declared, but it is not available at run time in Next (commit `73d3b32`). Use
     * {@link Builder.addDocument} with a group name before the build starts. Inside an action,
     * look the group up with {@link BuildContext.getDocumentGroup}, or create a
     * {@link DocumentGroup} and pass it to {@link BuildContext.addDocumentGroup}, then add the
     * document with {@link DocumentGroup.addDocument}.
     *
     * @param documentGroupName - The path of the group to add the document to.
     * @param document - The document to add.
     */
    addDocument(documentGroupName: string, document: Document): void;

    /**
     * Parses YAML text into a new document and adds it to the group whose path is the empty
     * string.
     *
     * @remarks
     * The text is dedented before parsing, so you can indent it freely inside a template string.
     * It must contain a single mapping.
     *
     * @param path - The file path of the new document, for example `"deployment.yaml"`.
     * @param yamlContent - The YAML text of the document.
     */
    addDocument(path: string, yamlContent: string): void;

    /**
     * Parses YAML text into a new document and adds it to a named group, creating the group
     * when it does not exist yet.
     *
     * @remarks
     * This overload is declared, but it is not available at run time in Next (commit `73d3b32`). Use
     * {@link Builder.addDocument} with a group name before the build starts. Inside an action,
     * look the group up with {@link BuildContext.getDocumentGroup}, or create a
     * {@link DocumentGroup} and pass it to {@link BuildContext.addDocumentGroup}, then add the
     * document with {@link DocumentGroup.addDocument}.
     *
     * @param documentGroupName - The path of the group to add the document to.
     * @param path - The file path of the new document inside the group.
     * @param yamlContent - The YAML text of the document. It is dedented before parsing.
     */
    addDocument(documentGroupName: string, path: string, yamlContent: string): void;

    /**
     * Creates a document from a {@link Mapping} or a plain object and adds it to the group
     * whose path is the empty string.
     *
     * @remarks
     * A plain object is converted to YAML nodes in its key order. Keys with `null` or
     * `undefined` values are left out.
     *
     * @param path - The file path of the new document, for example `"service.yaml"`.
     * @param root - The content of the document.
     */
    addDocument(path: string, root: Mapping | object): void;

    /**
     * Creates a document from a {@link Mapping} or a plain object and adds it to a named group,
     * creating the group when it does not exist yet.
     *
     * @remarks
     * This overload is declared, but it is not available at run time in Next (commit `73d3b32`). Use
     * {@link Builder.addDocument} with a group name before the build starts. Inside an action,
     * look the group up with {@link BuildContext.getDocumentGroup}, or create a
     * {@link DocumentGroup} and pass it to {@link BuildContext.addDocumentGroup}, then add the
     * document with {@link DocumentGroup.addDocument}.
     *
     * @param documentGroupName - The path of the group to add the document to.
     * @param path - The file path of the new document inside the group.
     * @param root - The content of the document.
     */
    addDocument(documentGroupName: string, path: string, root: Mapping | object): void;

    /**
     * Adds a whole {@link DocumentGroup} to the build. Its documents are written to
     * `output/manifests/<group path>/`.
     *
     * @example
     * ```ts
     * const group = new anemos.DocumentGroup("monitoring");
     * group.addDocument(
     *     new anemos.Document("config.yaml", {
     *         apiVersion: "v1",
     *         kind: "ConfigMap",
     *         metadata: { name: "monitoring" },
     *     }),
     * );
     * context.addDocumentGroup(group);
     * ```
     *
     * @param documentGroup - The group to add.
     */
    addDocumentGroup(documentGroup: DocumentGroup): void;

    /**
     * Adds an {@link AdditionalFile} to the group whose path is the empty string.
     *
     * @param additionalFile - The file to add.
     */
    addAdditionalFile(additionalFile: AdditionalFile): void;

    /**
     * Adds an {@link AdditionalFile} to a named group, creating the group when it does not
     * exist yet.
     *
     * @remarks
     * This overload is declared, but it is not available at run time in Next (commit `73d3b32`). Use
     * {@link Builder.addAdditionalFile} with a group name before the build starts. Inside an
     * action, look the group up with {@link BuildContext.getDocumentGroup}, or create a
     * {@link DocumentGroup} and pass it to {@link BuildContext.addDocumentGroup}, then add the
     * file with {@link DocumentGroup.addAdditionalFile}.
     *
     * @param documentGroupName - The path of the group to add the file to.
     * @param additionalFile - The file to add.
     */
    addAdditionalFile(documentGroupName: string, additionalFile: AdditionalFile): void;

    /**
     * Removes a {@link DocumentGroup} from the build, together with its documents and files.
     *
     * @param documentGroup - The group to remove.
     */
    removeDocumentGroup(documentGroup: DocumentGroup): void;

    /**
     * Finds a {@link DocumentGroup} by its path.
     *
     * @param name - The path of the group, for example `"my-app"`.
     * @returns The group, or `null` when no group has that path.
     */
    getDocumentGroup(name: string): DocumentGroup | null;

    /**
     * Lists document groups.
     *
     * @param component - When given, only the groups that this {@link Component} added are
     *   returned. When left out, all groups are returned.
     * @returns The matching groups.
     */
    getDocumentGroups(component?: Component): DocumentGroup[];

    /**
     * Collects the documents of all groups.
     *
     * @returns Every {@link Document} of the build.
     */
    getAllDocuments(): Document[];

    /**
     * Collects the documents of all groups, sorted by their full output path (group path
     * followed by document path).
     *
     * @returns Every {@link Document} of the build, in path order.
     */
    getAllDocumentsSorted(): Document[];

    /**
     * Finds the first document that matches a condition.
     *
     * @param predicate - Called for each document; return `true` for the one you want.
     * @returns The first matching {@link Document}, or `null` when none matches.
     */
    getDocument(predicate: (document: Document) => boolean): Document | null;

    /**
     * Finds a document by its full path.
     *
     * @remarks
     * The full path is the group path, a slash and the document path, for example
     * `"my-group/deployment.yaml"`. A document in the group with the empty path is found by
     * its bare path, for example `"pod.yaml"`.
     *
     * @param path - The full path of the document.
     * @returns The {@link Document}, or `null` when no document has that path.
     */
    getDocument(path: string): Document | null;
}
