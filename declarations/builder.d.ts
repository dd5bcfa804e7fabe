import { BuildContext } from "./buildContext";
import { BuilderOptions, EnvironmentType, KubernetesDistribution, Version } from "./builderOptions";
import { Component } from "./component";
import { Document } from "./document";
import { AdditionalFile } from "./documentGroup";
import { Mapping } from "./mapping";
import { Step } from "./step";

/**
 * The entry point of every Anemos program. A builder collects {@link Component | components}
 * and, when you call {@link Builder.build}, runs all their actions in step order.
 *
 * @remarks
 * Both constructors register two components by default: one from
 * {@link Builder.deleteOutputDirectory} and one from {@link Builder.writeDocuments}. When the
 * program runs through `anemos build --apply`, a component from {@link Builder.apply} is
 * added as well. Collecting CRDs and namespaces into their own groups is opt-in through
 * {@link Builder.collectCRDs} and {@link Builder.collectNamespaces}.
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
 * builder.addDocument(
 *     "pod.yaml",
 *     `
 *     apiVersion: v1
 *     kind: Pod
 *     metadata:
 *       name: web
 *     spec:
 *       containers:
 *         - name: nginx
 *           image: nginx
 *     `);
 *
 * builder.onModify((context) => {
 *     const pod = context.getDocument("pod.yaml");
 *     if (pod !== null) {
 *         pod.setLabel("app", "web");
 *     }
 * });
 *
 * builder.build();
 * ```
 */
export declare class Builder {
    /**
     * Creates a builder from a full set of options.
     *
     * @param options - The cluster, environment and output settings.
     */
    constructor(options: BuilderOptions);

    /**
     * Creates a builder from the three values most programs need.
     *
     * @remarks
     * The environment's {@link Environment.name | name} is set to the runtime value of the
     * environment type, for example `"dev"` for {@link EnvironmentType.Development}. The
     * default output settings apply; use the {@link BuilderOptions} constructor to change them.
     *
     * @param version - The Kubernetes version of the target cluster, as text such as `"1.31"`
     *   or as a {@link Version}.
     * @param distribution - The Kubernetes distribution of the target cluster.
     * @param environmentType - The kind of environment the manifests are meant for.
     */
    constructor(version: string | Version, distribution: KubernetesDistribution, environmentType: EnvironmentType);

    /**
     * The registered components, in the order they were added. Change the list with
     * {@link Builder.addComponent} and {@link Builder.removeComponent}.
     */
    components: ReadonlyArray<Component>;

    /** The cluster, environment and output settings of this builder. */
    options: BuilderOptions;

    /**
     * Registers a component. Its actions run when {@link Builder.build} is called.
     *
     * @param component - The component to add.
     */
    addComponent(component: Component): void;

    /**
     * Unregisters a component, for example one of the default components.
     *
     * @param component - The component to remove.
     */
    removeComponent(component: Component): void;

    /**
     * Adds a document to the group whose path is the empty string. Its file is written
     * directly into `output/manifests/`.
     *
     * @remarks
     * Like every `addDocument` overload of the builder, this registers a new component whose
     * only action adds the document at {@link steps.generateResources}.
     *
     * @param document - The document to add.
     */
    addDocument(document: Document): void;

    /**
     * Adds a document to a named group. The group is created when it does not exist yet.
     *
     * @remarks
     * The document is added by a new component at {@link steps.generateResources}.
     *
     * @param documentGroupName - The path of the group, which becomes its folder under
     *   `output/manifests/`.
     * @param document - The document to add.
     */
    addDocument(documentGroupName: string, document: Document): void;

    /**
     * Parses YAML text into a new document and adds it to the group whose path is the empty
     * string.
     *
     * @remarks
     * The document is added by a new component at {@link steps.generateResources}. The text is
     * dedented before parsing, so you can indent it freely inside a template string. It must
     * contain a single mapping.
     *
     * @param path - The file path of the new document, for example `"pod.yaml"`.
     * @param yamlContent - The YAML text of the document.
     */
    addDocument(path: string, yamlContent: string): void;

    /**
     * Parses YAML text into a new document and adds it to a named group. The group is created
     * when it does not exist yet.
     *
     * @remarks
     * The document is added by a new component at {@link steps.generateResources}. The text is
     * dedented before parsing.
     *
     * @param documentGroupName - The path of the group, which becomes its folder under
     *   `output/manifests/`.
     * @param path - The file path of the new document inside the group.
     * @param yamlContent - The YAML text of the document.
     */
    addDocument(documentGroupName: string, path: string, yamlContent: string): void;

    /**
     * Creates a document from a {@link Mapping} or a plain object and adds it to the group whose
     * path is the empty string.
     *
     * @remarks
     * The document is added by a new component at {@link steps.generateResources}. A plain
     * object is converted to YAML nodes in its key order; keys with `null` or `undefined`
     * values are left out.
     *
     * @param path - The file path of the new document, for example `"service.yaml"`.
     * @param root - The content of the document.
     */
    addDocument(path: string, root: Mapping | object): void;

    /**
     * Creates a document from a {@link Mapping} or a plain object and adds it to a named group.
     * The group is created when it does not exist yet.
     *
     * @remarks
     * The document is added by a new component at {@link steps.generateResources}.
     *
     * @example
     * ```ts
     * builder.addDocument("my-app", "config.yaml", {
     *     apiVersion: "v1",
     *     kind: "ConfigMap",
     *     metadata: { name: "my-app" },
     *     data: { port: "8080" },
     * });
     * // Written to output/manifests/my-app/config.yaml
     * ```
     *
     * @param documentGroupName - The path of the group, which becomes its folder under
     *   `output/manifests/`.
     * @param path - The file path of the new document inside the group.
     * @param root - The content of the document.
     */
    addDocument(documentGroupName: string, path: string, root: Mapping | object): void;

    /**
     * Adds an {@link AdditionalFile} to the group whose path is the empty string.
     *
     * @remarks
     * The file is added by a new component at {@link steps.generateResources}.
     *
     * @param additionalFile - The file to add.
     */
    addAdditionalFile(additionalFile: AdditionalFile): void;

    /**
     * Adds an {@link AdditionalFile} to a named group. The group is created when it does not
     * exist yet.
     *
     * @remarks
     * The file is added by a new component at {@link steps.generateResources}.
     *
     * @param documentGroupName - The path of the group to add the file to.
     * @param additionalFile - The file to add.
     */
    addAdditionalFile(documentGroupName: string, additionalFile: AdditionalFile): void;

    /**
     * Wraps a callback in a new component that runs it at the given step, and registers that
     * component.
     *
     * @param step - The step at which the callback runs, for example one of {@link steps} or a
     *   custom {@link Step}.
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     * @returns The new component, already registered on this builder.
     */
    onStep(step: Step, callback: (context: BuildContext) => void): Component;

    /**
     * Wraps a callback in a new component that runs it at {@link steps.sanitize}, and registers
     * that component.
     *
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     * @returns The new component, already registered on this builder.
     */
    onSanitize(callback: (context: BuildContext) => void): Component;

    /**
     * Wraps a callback in a new component that runs it at {@link steps.generateResources}, and
     * registers that component.
     *
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     * @returns The new component, already registered on this builder.
     */
    onGenerateResources(callback: (context: BuildContext) => void): Component;

    /**
     * Wraps a callback in a new component that runs it at {@link steps.modify}, and registers
     * that component.
     *
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     * @returns The new component, already registered on this builder.
     */
    onModify(callback: (context: BuildContext) => void): Component;

    /**
     * Runs the build: collects the actions of all registered components, sorts them by step
     * and runs them one after another.
     *
     * @remarks
     * Actions that share a step run in the order their components were added.
     *
     * The builder reads its list of components once, when the build starts. A component added
     * while the build runs, including one that a shortcut such as {@link Builder.addDocument}
     * or {@link Builder.onModify} creates, is not run, and no error says so. An action can
     * still give a component that is already registered a new action with
     * {@link Component.addAction}: it runs when the build reaches its step, provided that step
     * comes after the one that is running. Register every component before calling `build()`.
     * See {@link Component.addAction} for what happens to other actions added during the build.
     */
    build(): void;
}
