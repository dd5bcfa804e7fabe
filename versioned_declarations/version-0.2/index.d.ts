/**
 * The JavaScript and TypeScript API of Anemos 0.2 (release v0.2.1): the classes, enums, functions,
 * namespaces, types and variables that a program loads from `@ohayocorp/anemos` to build manifests
 * and packages.
 *
 * @packageDocumentation
 */
/// <reference path="./globals.d.ts" />

export * from "./apply";
export * from "./buildContext";
export * from "./builder";
export * from "./builderOptions";
export * from "./component";
export * from "./deleteOutputDirectory";
export * from "./document";
export * from "./documentGroup";

/**
 * The predefined environment types, as string constants such as
 * `anemos.environmentType.production`. See {@link Environment} and {@link BuildContext.isProduction}.
 */
export * as environmentType from "./environmentType";

export * from "./file";
export * from "./helm";

/**
 * Typed Kubernetes objects, such as `new anemos.k8s.Service({ metadata, spec })`.
 *
 * @remarks
 * This folder declares only the kinds and types the documentation uses; see K8S-PAGE-NOTES.md. The
 * namespace is hidden from the generated API reference, which describes it on a page of its own.
 *
 * @hidden
 */
export * as k8s from "./k8s";

/**
 * The predefined Kubernetes distributions, as string constants such as
 * `anemos.kubernetesDistribution.minikube`. See {@link KubernetesCluster}.
 */
export * as kubernetesDistribution from "./kubernetesDistribution";

export * from "./kubernetesResourceInfo";
export * from "./parsing";
export * from "./provisioner";
export * from "./serialization";
export * from "./step";

/**
 * The seven step variables of Anemos 0.2, from `[1]` to `[99]`, and where the internal steps of the
 * default components fall between them.
 *
 * @remarks
 * Every step that can appear in a build, in order:
 *
 * 1. `[1]` {@link steps.populateKubernetesResources}: register extra API kinds.
 * 2. `[2]` {@link steps.sanitize}: fill in option defaults and check them.
 * 3. `[5]` {@link steps.generateResources}: create documents, groups and additional files.
 * 4. `[5, 1]` {@link steps.generateResourcesBasedOnOtherResources}: create items derived from step 5.
 * 5. `[6]` {@link steps.modify}: change the generated documents.
 * 6. `[6, 1]` (internal; "Sort Fields", "Collect CRDs", "Collect Namespaces"): the default components
 *    of {@link Builder.sortFields}, {@link Builder.collectCRDs} and {@link Builder.collectNamespaces}.
 * 7. `[7]` {@link steps.specifyProvisionerDependencies}: order the provisioning of groups.
 * 8. `[7, 1]` and `[7, 2]` (internal; "Provision CRDs before all", "Provision Namespaces before all"):
 *    the CRD group and the Namespace group are ordered before the other groups.
 * 9. `[99, -1]` (internal; "Delete outputs"): {@link Builder.deleteOutputDirectory} empties the output
 *    folder.
 * 10. `[99]` {@link steps.output}: {@link Builder.writeDocuments} writes the files.
 * 11. `[100]` (internal; "Apply"): {@link Builder.apply} applies the manifests, when a build applies.
 *
 * The internal steps have no variable. To run code around them, create a {@link Step} with suitable
 * numbers, such as `[6, 2]` to run after the fields are sorted and the CRDs and Namespaces collected.
 */
export * as steps from "./steps";

export * from "./stringExtensions";
export * from "./writeDocuments";

export * from "./documentExtensions";
export * from "./components";
