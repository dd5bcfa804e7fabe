/**
 * The JavaScript and TypeScript API of Anemos, the Kubernetes package manager: the classes, enums, functions,
 * namespaces, types and variables that a program imports from `@ohayocorp/anemos` to build manifests and packages.
 *
 * @packageDocumentation
 */
/// <reference path="./globals.d.ts" />

export * from "./apply";
export * from "./buildContext";
export * from "./builder";
export * from "./builderOptions";
export * from "./collectCRDs";
export * from "./collectNamespaces";
export * from "./component";
export * from "./deleteOutputDirectory";
export * from "./document";
export * from "./documentExtensions";
export * from "./documentGroup";
export * from "./file";
export * from "./helm";
export * from "./kubernetesResourceInfo";
export * from "./mapping";
export * from "./parsing";
export * from "./scalar";
export * from "./sequence";
export * from "./step";
export * from "./stringExtensions";
export * from "./writeDocuments";
