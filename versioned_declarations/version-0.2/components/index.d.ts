/**
 * Adds host aliases to the pods of workloads. See {@link Builder.addWorkloadHostAliases}.
 */
export * as addWorkloadHostAliases from "./addWorkloadHostAliases";

/**
 * Adds image pull secrets to the pods of workloads. See {@link Builder.addWorkloadImagePullSecretNames}.
 */
export * as addWorkloadImagePullSecretNames from "./addWorkloadImagePullSecretNames";

/**
 * Moves every CustomResourceDefinition into a group that is applied first; a default component. See
 * {@link Builder.collectCRDs}.
 */
export * as collectCRDs from "./collectCRDs";

/**
 * Moves every Namespace into a group that is applied early; a default component. See
 * {@link Builder.collectNamespaces}.
 */
export * as collectNamespaces from "./collectNamespaces";

/**
 * Creates the Namespaces that documents refer to. See {@link Builder.createReferencedNamespaces}.
 */
export * as createReferencedNamespaces from "./createReferencedNamespaces";

/**
 * Gives new values to environment variables of containers. See
 * {@link Builder.overrideEnvironmentVariables}.
 */
export * as overrideEnvironmentVariables from "./overrideEnvironmentVariables";

/**
 * Sets annotations on documents. See {@link Builder.setAnnotations}.
 */
export * as setAnnotations from "./setAnnotations";

/**
 * Meant to order groups after the groups that define their namespaces and CRDs; a default component
 * without effect at v0.2.1. See {@link Builder.setDefaultProvisionerDependencies}.
 */
export * as setDefaultProvisionerDependencies from "./setDefaultProvisionerDependencies";

/**
 * Sets the class of Ingresses. See {@link Builder.setIngressClassName}.
 */
export * as setIngressClassName from "./setIngressClassName";

/**
 * Sets labels on documents. See {@link Builder.setLabels}.
 */
export * as setLabels from "./setLabels";

/**
 * Puts the fields of manifests in the conventional order; a default component. See
 * {@link Builder.sortFields}.
 */
export * as sortFields from "./sortFields";
