import { DocumentGroup } from "./documentGroup";

/**
 * The two kinds of {@link Provisioner}, as the declarations of v0.2.1 list them.
 *
 * @remarks
 * This enum exists only in the declarations: at v0.2.1 `anemos.ProvisionerType` is `undefined` when
 * a script runs, and {@link Provisioner.type} holds the string `"apply"` or `"wait"`. Compare the
 * type with those strings, not with the members below.
 */
export declare enum ProvisionerType {
    /** A provisioner that applies a group's manifests. At runtime its type is `"apply"`. */
    Apply,
    /** A provisioner that waits until a group's objects are ready. At runtime its type is `"wait"`. */
    Wait,
}

/**
 * One step of the plan that applies the manifests to a cluster: applying one document group, or
 * waiting until its objects are ready.
 *
 * @remarks
 * Every {@link DocumentGroup} has two provisioners, {@link DocumentGroup.applyProvisioner} and
 * {@link DocumentGroup.waitProvisioner}; the wait provisioner runs after the apply provisioner.
 * Scripts do not create provisioners; they order the ones that exist, best at
 * {@link steps.specifyProvisionerDependencies}, when every group is in place. The orders count when
 * the manifests are applied, by `anemos apply`, `anemos build --apply` or {@link Builder.apply}.
 *
 * Provisioners that no order ties together are planned by group path: every apply step first, then
 * every wait step. An order that forms a cycle makes the apply fail.
 *
 * @example
 * ```ts
 * builder.onSpecifyProvisionerDependencies((context) => {
 *     const database = context.getDocumentGroup("database");
 *     const web = context.getDocumentGroup("web");
 *     if (database?.waitProvisioner && web?.applyProvisioner) {
 *         // Apply "web" only once the objects of "database" are ready.
 *         web.applyProvisioner.runAfter(database.waitProvisioner);
 *     }
 * });
 * ```
 */
export declare class Provisioner {
    private constructor();

    /**
     * What the provisioner does. At v0.2.1 this holds the string `"apply"` or `"wait"` at runtime,
     * although it is declared with {@link ProvisionerType}. In TypeScript, compare it as text:
     * `String(provisioner.type) === "wait"`.
     */
    type: ProvisionerType;

    /** The group this provisioner applies or waits for. */
    documentGroup: DocumentGroup;

    /**
     * Makes this provisioner run after another one.
     *
     * @param provisioner - The provisioner to run first.
     */
    runAfter(provisioner: Provisioner): void;

    /**
     * Makes this provisioner run before another one.
     *
     * @param provisioner - The provisioner to run afterwards.
     */
    runBefore(provisioner: Provisioner): void;
}
