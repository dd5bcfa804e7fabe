import { BuildContext } from "./buildContext";
import { BuilderOptions, Environment, KubernetesCluster, OutputConfiguration, Version } from "./builderOptions";
import { Component } from "./component";
import { Document, NewDocumentOptions } from "./document";
import { AdditionalFile, DocumentGroup } from "./documentGroup";
import { EnvironmentType } from "./environmentType";
import { KubernetesDistribution } from "./kubernetesDistribution";
import { Step } from "./step";

/**
 * The entry point of every Anemos program. A builder holds {@link Component | components}, and
 * {@link Builder.build} runs all their actions in step order.
 *
 * @remarks
 * Every constructor registers the default components, in this order: the ones added by
 * {@link Builder.deleteOutputDirectory}, {@link Builder.writeDocuments}, {@link Builder.sortFields},
 * {@link Builder.setDefaultProvisionerDependencies}, {@link Builder.collectCRDs} and
 * {@link Builder.collectNamespaces}. Under `anemos build --apply`, the one of {@link Builder.apply}
 * follows. Your own components are registered after them, so at a step they share, the default
 * components run first. To opt out of one, find it in {@link Builder.components} and pass it to
 * {@link Builder.removeComponent}.
 *
 * The output folder is settled by the constructor: set `ANEMOS_OUTPUT_PATH` in
 * `process.env` before creating the builder, not after.
 *
 * @example
 * ```ts
 * import * as anemos from "@ohayocorp/anemos";
 *
 * const builder = new anemos.Builder();
 *
 * builder.addDocument(`
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
 *     // A document without a path gets the file name <kind>-<name>.yaml.
 *     context.getDocument("pod-web.yaml")?.setLabel("app", "web");
 * });
 *
 * builder.build(); // writes output/manifests/pod-web.yaml
 * ```
 */
export declare class Builder {
    /**
     * Creates a builder with default settings.
     *
     * @remarks
     * The defaults are Kubernetes 1.33, the distribution {@link kubernetesDistribution.unknown}, an
     * environment named `"none"` of type {@link environmentType.unknown}, and the output folder
     * `output` next to the main script (or the folder named by the `ANEMOS_OUTPUT_PATH` environment
     * variable, resolved against the main script's folder when relative).
     */
    constructor();

    /**
     * Creates a builder from a full set of options.
     *
     * @param options - The cluster, environment and output settings. Settings left out get the
     *   defaults described on the constructor without arguments.
     */
    constructor(options: BuilderOptions);

    /**
     * Creates a builder for a given cluster version, distribution and environment type.
     *
     * @remarks
     * The values are plain strings and are not checked, so
     * `new anemos.Builder("1.31", "minikube", "dev")` is the same as the example below, which uses the
     * constants `anemos.kubernetesDistribution.minikube` and `anemos.environmentType.development`. The
     * environment's {@link Environment.name | name} is set to the environment type. Use the
     * {@link BuilderOptions} form to choose another name or the output folder.
     *
     * Anemos knows the API kinds of Kubernetes 1.26 to 1.33. At v0.2.1 a newer version makes
     * {@link Builder.build} fail, and an older one is rejected as unsupported.
     *
     * @example
     * ```ts
     * const builder = new anemos.Builder(
     *     "1.31",
     *     anemos.kubernetesDistribution.minikube,
     *     anemos.environmentType.development);
     * ```
     *
     * @param version - The Kubernetes version of the target cluster, as text such as `"1.31"` or as
     *   a {@link Version}.
     * @param distribution - The Kubernetes distribution of the target cluster.
     * @param environmentType - The kind of environment the manifests are meant for.
     */
    constructor(version: string | Version, distribution: KubernetesDistribution, environmentType: EnvironmentType);

    /**
     * The registered components, in the order they were added, starting with the default components.
     * Change the list only with {@link Builder.addComponent} and {@link Builder.removeComponent}.
     *
     * @example
     * ```ts
     * // Keep the fields of every manifest in the order the program wrote them.
     * const sortFields = builder.components.find((component) => component.getIdentifier() === "sort-fields");
     * if (sortFields) {
     *     builder.removeComponent(sortFields);
     * }
     * ```
     */
    components: Array<Component>;

    /**
     * The cluster, environment and output settings of this builder. Missing settings are filled in
     * with their defaults when the builder is created, so
     * {@link OutputConfiguration.outputPath} already holds the absolute output folder.
     */
    options: BuilderOptions;

    /**
     * Runs the build: collects the actions of all registered components, sorts them by step and runs
     * them one after another.
     *
     * @remarks
     * Actions that share a step run in the order their components were registered. The build log
     * shows one line per step that has actions. Components registered while the build runs are not
     * picked up; to do more work later in the build, add actions for a later step to one of your
     * existing components.
     *
     * The {@link BuildContext} is created here, with the API kinds of the cluster's Kubernetes
     * version. A version above 1.33 makes this call fail at v0.2.1.
     */
    build(): void;

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
     * Adds a component that creates an empty document group, a fixed point to order the
     * provisioning of other components against.
     *
     * @remarks
     * At {@link steps.generateResources} the component adds a group whose path is `name` and that
     * holds nothing. Components ordered before and after the returned component with
     * {@link Component.provisionBefore} and {@link Component.provisionAfter} are then applied in
     * that order.
     *
     * @example
     * ```ts
     * const infrastructureReady = builder.addProvisionCheckpoint("infrastructure-ready");
     * infrastructure.provisionBefore(infrastructureReady);
     * applications.provisionAfter(infrastructureReady);
     * ```
     *
     * @param name - The path of the empty group, also used as the component's identifier.
     * @returns The new component, already registered on this builder.
     */
    addProvisionCheckpoint(name: string): Component;

    /**
     * Adds a document written as YAML text to the group whose path is the empty string. Its file is
     * written directly into `output/manifests/`, named `<kind>-<name>.yaml`.
     *
     * @remarks
     * Like every `addDocument` overload of the builder, this registers a new component whose only
     * action adds the document at {@link steps.generateResources}. The text is parsed at that step,
     * after being dedented, so it can be indented freely inside a template string.
     *
     * At v0.2.1 a YAML error in the text is not reported: the document is silently left out of the
     * build. When in doubt, parse the text yourself with `new anemos.Document(text)`, which throws on
     * an error, and add that document.
     *
     * @param document - The YAML text of one manifest.
     */
    addDocument(document: string): void;

    /**
     * Adds a document to the group whose path is the empty string. Its file is written directly into
     * `output/manifests/`.
     *
     * @remarks
     * The document is added by a new component at {@link steps.generateResources}.
     *
     * @param document - The document to add.
     */
    addDocument(document: Document): void;

    /**
     * Creates a document from its content and adds it, optionally with a file path and to a named
     * group. The group is created when it does not exist yet.
     *
     * @remarks
     * The document is added by a new component at {@link steps.generateResources}. The content can be
     * YAML text or an object; an object becomes the document as it is, without a copy.
     *
     * At v0.2.1 a YAML error in text content is not reported: the document is silently left out of
     * the build. An object without a `content` property is not rejected either but taken as the
     * document itself, so check the spelling of `content`: such a document is written to its file,
     * but it lacks the dependency record every other document has, and applying it fails.
     *
     * @example
     * ```ts
     * builder.addDocument({
     *     documentGroup: "web",
     *     content: {
     *         apiVersion: "v1",
     *         kind: "ConfigMap",
     *         metadata: { name: "web" },
     *         data: { mode: "fast" },
     *     },
     * });
     * // Written to output/manifests/web/configmap-web.yaml
     * ```
     *
     * @param options - The content, and optionally the file path and the group path.
     */
    addDocument(options: NewDocumentOptions): void;

    /**
     * Adds a document group, with its documents and additional files, to the build.
     *
     * @remarks
     * The group is added by a new component at {@link steps.generateResources}. It is not merged with
     * a group that has the same path, so give every group a path of its own.
     *
     * @param documentGroup - The group to add.
     */
    addDocumentGroup(documentGroup: DocumentGroup): void;

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
     * Adds an {@link AdditionalFile} to a named group. The group is created when it does not exist
     * yet.
     *
     * @remarks
     * The file is added by a new component at {@link steps.generateResources}.
     *
     * @param documentGroupPath - The path of the group to add the file to.
     * @param additionalFile - The file to add.
     */
    addAdditionalFile(documentGroupPath: string, additionalFile: AdditionalFile): void;

    /**
     * Wraps a callback in a new component that runs it at the given step, and registers that
     * component.
     *
     * @param step - The step at which the callback runs, for example one of {@link steps} or a custom
     *   {@link Step}.
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     * @returns The new component, already registered on this builder.
     */
    onStep(step: Step, callback: (context: BuildContext) => void): Component;

    /**
     * Wraps a callback in a new component that runs it at {@link steps.populateKubernetesResources},
     * and registers that component.
     *
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     * @returns The new component, already registered on this builder.
     */
    onPopulateKubernetesResources(callback: (context: BuildContext) => void): Component;

    /**
     * Wraps a callback in a new component that runs it at {@link steps.sanitize}, and registers that
     * component.
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
     * Wraps a callback in a new component that runs it at
     * {@link steps.generateResourcesBasedOnOtherResources}, and registers that component.
     *
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     * @returns The new component, already registered on this builder.
     */
    onGenerateResourcesBasedOnOtherResources(callback: (context: BuildContext) => void): Component;

    /**
     * Wraps a callback in a new component that runs it at {@link steps.modify}, and registers that
     * component.
     *
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     * @returns The new component, already registered on this builder.
     */
    onModify(callback: (context: BuildContext) => void): Component;

    /**
     * Wraps a callback in a new component that runs it at {@link steps.specifyProvisionerDependencies},
     * and registers that component.
     *
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     * @returns The new component, already registered on this builder.
     */
    onSpecifyProvisionerDependencies(callback: (context: BuildContext) => void): Component;
}
