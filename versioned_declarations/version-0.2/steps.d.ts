import { Step } from "./step";

/**
 * Step `[1]`, logged as "Populate Kubernetes resources", the first of a build. Use it to add API kinds
 * such as `ServiceMonitor` to {@link BuildContext.kubernetesResourceInfo}, so that later steps know
 * about them.
 */
export declare const populateKubernetesResources: Step;

/**
 * Step `[2]`, logged as "Sanitize". Use it to fill in default option values and to check options
 * before anything is generated.
 */
export declare const sanitize: Step;

/**
 * Step `[5]`, logged as "Generate resources". Use it to create documents, document groups and
 * additional files. The `addDocument` methods of {@link Builder} add their documents here.
 */
export declare const generateResources: Step;

/**
 * Step `[5, 1]`, logged as "Generate based on other resources". Use it to create items that depend on
 * what {@link steps.generateResources} produced, as {@link Builder.createReferencedNamespaces} does.
 */
export declare const generateResourcesBasedOnOtherResources: Step;

/**
 * Step `[6]`, logged as "Modify". Use it to change generated documents, for example to add labels
 * or annotations. Right after it, at the internal step `[6, 1]`, the default components sort fields
 * and move CRDs and Namespaces into their own groups.
 */
export declare const modify: Step;

/**
 * Step `[7]`, logged as "Specify provisioner dependencies". Use it to order the provisioning of
 * document groups and documents, once every group exists: {@link DocumentGroup.provisionAfter},
 * {@link Document.provisionAfter}, {@link Provisioner.runAfter} and their counterparts.
 */
export declare const specifyProvisionerDependencies: Step;

/**
 * Step `[99]`, logged as "Output". The files are written at this step, right after the output folder
 * is emptied at the internal step `[99, -1]`.
 */
export declare const output: Step;
