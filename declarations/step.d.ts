/**
 * A point in the build at which actions run, identified by a list of numbers.
 *
 * @remarks
 * Steps are compared number by number from the left, and a missing number counts as 0. So
 * `[1, 2]` comes after `[1]`, and `[5]` comes before `[5, 1]`, which comes before `[6]`.
 * This lets you place a custom step between two existing ones: `[5, 0, 1]` runs after
 * `[5]` and before `[5, 1]`, and `[5, 1, 1]` runs after `[5, 1]` and before `[5, 2]`.
 *
 * The predefined steps are in the {@link steps} namespace.
 *
 * @example
 * ```ts
 * // Runs after steps.generateResources [5] and before steps.generateResourcesBasedOnOtherResources [5, 1].
 * const addDefaults = new anemos.Step("Add defaults", [5, 0, 1]);
 *
 * builder.onStep(addDefaults, (context) => {
 *     console.log(`Documents so far: ${context.getAllDocuments().length}`);
 * });
 * ```
 */
export declare class Step {
    /**
     * Creates a step.
     *
     * @param description - A short text that the build log shows when the step starts.
     * @param numbers - The position of the step. Give at least one number.
     */
    constructor(description: string, numbers: number[]);

    /** A short text that the build log shows when the step starts. */
    description: string;

    /** The numbers that decide where the step runs in the build. */
    numbers: number[];

    /**
     * Checks whether another step has the same position as this one.
     *
     * @param other - The step to compare with.
     * @returns `true` when both steps sort to the same position.
     */
    equals(other: Step): boolean;

    /**
     * Compares the position of this step with another step.
     *
     * @param other - The step to compare with.
     * @returns A negative number when this step runs first, `0` when both share a position,
     *   and a positive number when `other` runs first.
     */
    compareTo(other: Step): number;
}

/**
 * The predefined steps of a build, in the order they run.
 *
 * @remarks
 * A build runs its actions in this order:
 *
 * 1. `[1]` {@link steps.populateKubernetesResources}: register extra API kinds.
 * 2. `[2]` {@link steps.sanitize}: fill in option defaults and validate them.
 * 3. `[5]` {@link steps.generateResources}: create documents and additional files.
 * 4. `[5, 1]` {@link steps.generateResourcesBasedOnOtherResources}: create items derived from
 *    the output of step 5.
 * 5. `[6]` {@link steps.modify}: change generated documents.
 * 6. `[6, 1]` (internal, "Collect CRDs" and "Collect namespaces"): the components added by
 *    {@link Builder.collectCRDs} and {@link Builder.collectNamespaces} move documents into their
 *    own groups.
 * 7. `[99, -1]` (internal, "Delete outputs"): the component added by
 *    {@link Builder.deleteOutputDirectory} deletes the output folder.
 * 8. `[99]` {@link steps.output}: the component added by {@link Builder.writeDocuments} writes
 *    the files.
 * 9. `[100]` (internal, "Apply"): the component added by {@link Builder.apply} applies the
 *    manifests to the cluster.
 *
 * The internal steps are not exported as variables. To run your own code around them,
 * create a {@link Step} with suitable numbers.
 */
export declare namespace steps {
    /**
     * Step `[1]`, logged as "Populate Kubernetes resources". Use it to register extra API
     * kinds (for example a `ServiceMonitor` kind) in {@link BuildContext.kubernetesResourceInfo},
     * so that later steps can react to them.
     */
    const populateKubernetesResources: Step;

    /**
     * Step `[2]`, logged as "Sanitize". Use it to fill in default option values and to
     * validate options before anything is generated.
     */
    const sanitize: Step;

    /**
     * Step `[5]`, logged as "Generate resources". Use it to create documents and additional
     * files.
     */
    const generateResources: Step;

    /**
     * Step `[5, 1]`, logged as "Generate based on other resources". Use it to create items
     * that depend on what {@link steps.generateResources} produced.
     */
    const generateResourcesBasedOnOtherResources: Step;

    /**
     * Step `[6]`, logged as "Modify". Use it to change generated documents, for example to add
     * labels or annotations.
     */
    const modify: Step;

    /**
     * Step `[99]`, logged as "Output". The files are written at this step.
     */
    const output: Step;
}
