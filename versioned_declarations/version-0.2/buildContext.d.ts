import { BuilderOptions } from "./builderOptions";
import { Component } from "./component";
import { Document, NewDocumentOptions } from "./document";
import { AdditionalFile, DocumentGroup } from "./documentGroup";
import { KubernetesResourceInfo } from "./kubernetesResourceInfo";

/**
 * The state of a running build: the document groups created so far, the builder's options and
 * the known Kubernetes API kinds. Every action callback receives it.
 *
 * @remarks
 * Anemos creates one context when {@link Builder.build} starts; scripts never create one.
 *
 * Each group is recorded with the component whose action added it. That record is what
 * {@link BuildContext.getDocumentGroups} filters on when given a component, and what
 * {@link Component.provisionAfter} uses to find "the groups this component added".
 *
 * @example
 * ```ts
 * builder.onModify((context) => {
 *     for (const document of context.getAllDocumentsSorted()) {
 *         if (document.isDeployment() && context.isProduction()) {
 *             document.spec.replicas = 3;
 *         }
 *     }
 * });
 * ```
 */
export declare class BuildContext {
    private constructor();

    /** The options of the builder that runs this build. */
    builderOptions: BuilderOptions;

    /**
     * The API kinds known for the target cluster: the built-in list of its Kubernetes version plus
     * {@link KubernetesCluster.additionalResources} and whatever components register at
     * {@link steps.populateKubernetesResources}.
     */
    kubernetesResourceInfo: KubernetesResourceInfo;

    /**
     * A plain object for sharing values between components during one build. Anemos never reads
     * it; pick key names that will not clash with other components.
     */
    customData: Record<string, any>;

    /**
     * Adds a document to the group whose path is the empty string, creating that group when it does
     * not exist yet. Files of that group are written directly into `output/manifests/`.
     *
     * @param document - The document to add.
     */
    addDocument(document: Document): void;

    /**
     * Creates a document from its content and adds it, optionally with a file path and to a named
     * group.
     *
     * @remarks
     * The group is found by its path; when none has that path, a new group is created and recorded
     * as added by the component that is running. YAML text is parsed right away, and a parse error
     * is thrown from this call. An object without a `content` property is not rejected but taken as
     * the document itself, so check the spelling of `content`: such a document is written to its
     * file, but it lacks the dependency record every other document has, and applying it fails.
     *
     * Unlike {@link Builder.addDocument}, the context has no overload for bare YAML text: wrap it as
     * `{ content: text }`.
     *
     * @example
     * ```ts
     * context.addDocument({
     *     documentGroup: "web",
     *     path: "config.yaml",
     *     content: { apiVersion: "v1", kind: "ConfigMap", metadata: { name: "web" }, data: { mode: "fast" } },
     * });
     * // Written to output/manifests/web/config.yaml
     * ```
     *
     * @param options - The content, and optionally the file path and the group path.
     */
    addDocument(options: NewDocumentOptions): void;

    /**
     * Adds a document group to the build, recorded as added by the component that is running.
     *
     * @remarks
     * The group is not merged with an existing group that has the same path. Give every group a
     * path of its own: two groups with one path collide when the manifests are applied.
     *
     * @param documentGroup - The group to add.
     */
    addDocumentGroup(documentGroup: DocumentGroup): void;

    /**
     * Adds a file to the group whose path is the empty string, creating that group when it does not
     * exist yet.
     *
     * @remarks
     * The context has no overload that takes a group path at v0.2.1: although the declarations the
     * tool ships list one, the runtime does not provide it. To put a file in a named group, call
     * {@link DocumentGroup.addAdditionalFile} on that group, or use
     * {@link Builder.addAdditionalFile} outside the build.
     *
     * @param additionalFile - The file to add.
     */
    addAdditionalFile(additionalFile: AdditionalFile): void;

    /**
     * Removes a document group, with all its documents and additional files, from the build.
     *
     * @param documentGroup - The group to remove.
     */
    removeDocumentGroup(documentGroup: DocumentGroup): void;

    /**
     * Finds a document group by its path.
     *
     * @param name - The path of the group, for example `"web"`; the empty string finds the group
     *   that holds documents added without a group.
     * @returns The first group with that path, or `null` when there is none.
     */
    getDocumentGroup(name: string): DocumentGroup | null;

    /**
     * Lists document groups of the build.
     *
     * @remarks
     * Without an argument the list holds every group, in no defined order. With a component it holds
     * only the groups that component's actions added, and is empty when there are none.
     *
     * @param component - When given, only the groups added by this component are listed.
     * @returns The groups.
     */
    getDocumentGroups(component?: Component): DocumentGroup[];

    /**
     * Lists the documents of every group.
     *
     * @remarks
     * Documents of one group keep their order, but the order of the groups is not defined. Use
     * {@link BuildContext.getAllDocumentsSorted} when the order matters.
     *
     * @returns All documents of the build.
     */
    getAllDocuments(): Document[];

    /**
     * Lists the documents of every group, sorted by {@link Document.fullPath}.
     *
     * @returns All documents of the build, in a stable order.
     */
    getAllDocumentsSorted(): Document[];

    /**
     * Finds the first document that a function accepts.
     *
     * @example
     * ```ts
     * const service = context.getDocument((document) => document.isService() && document.metadata?.name === "web");
     * ```
     *
     * @param predicate - Called for each document; returns `true` for the one to find.
     * @returns The first accepted document, or `null` when none is accepted.
     */
    getDocument(predicate: (document: Document) => boolean): Document | null;

    /**
     * Finds a document by its full path, the group path and the file path joined with `/`.
     *
     * @example
     * ```ts
     * const pod = context.getDocument("pod-example.yaml"); // a document of the default group
     * const service = context.getDocument("web/service-web.yaml"); // a document of the group "web"
     * ```
     *
     * @param path - The full path of the document, as {@link Document.fullPath} gives it.
     * @returns The document, or `null` when no document has that path.
     */
    getDocument(path: string): Document | null;

    /**
     * Tells whether the build targets a development environment.
     *
     * @returns `true` when the environment type is {@link environmentType.development} (`"dev"`).
     */
    isDevelopment(): boolean;

    /**
     * Tells whether the build targets a production environment.
     *
     * @returns `true` when the environment type is {@link environmentType.production} (`"prod"`).
     */
    isProduction(): boolean;
}
