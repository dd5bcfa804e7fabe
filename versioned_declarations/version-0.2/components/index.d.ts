// The doc comment of each namespace is the `@module` comment at the top of its file.
export * as addWorkloadHostAliases from "./addWorkloadHostAliases";
export * as addWorkloadImagePullSecretNames from "./addWorkloadImagePullSecretNames";
export * as collectCRDs from "./collectCRDs";
export * as collectNamespaces from "./collectNamespaces";
export * as createReferencedNamespaces from "./createReferencedNamespaces";
export * as overrideEnvironmentVariables from "./overrideEnvironmentVariables";
export * as setAnnotations from "./setAnnotations";
export * as setDefaultProvisionerDependencies from "./setDefaultProvisionerDependencies";
export * as setIngressClassName from "./setIngressClassName";
export * as setLabels from "./setLabels";
export * as sortFields from "./sortFields";
