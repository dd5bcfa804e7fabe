/**
 * A stage of a build, named by a description and placed by a list of numbers; actions are registered
 * for steps and run in step order.
 *
 * @remarks
 * Steps are compared number by number from the left, and a missing number counts as 0. So `[5]`
 * comes before `[5, 1]`, which comes before `[6]`, and `[5, 0, 1]` falls between `[5]` and `[5, 1]`.
 * This lets you place a custom step between two existing ones.
 *
 * The predefined steps are in {@link steps}. The build log names each step by its numbers and
 * description, for example `'5' - Generate resources`.
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
     * @param description - A short text that the build log shows for the step.
     * @param numbers - The position of the step, as an array with at least one number, such as
     *   `[5, 0, 1]`.
     */
    constructor(description: string, numbers: number[]);

    /** A short text that the build log shows for the step. */
    description: string;

    /** The numbers that decide where the step runs in the build. */
    numbers: number[];

    /**
     * Checks whether another step has the same position as this one.
     *
     * @remarks
     * At v0.2.1 the runtime cannot convert a step passed from a script for this method, so the call
     * is expected to fail with "no overload found". Compare the {@link Step.numbers} arrays instead.
     *
     * @param other - The step to compare with.
     * @returns `true` when both steps sort to the same position.
     */
    equals(other: Step): boolean;

    /**
     * Compares the position of this step with another step.
     *
     * @remarks
     * Like {@link Step.equals}, this is expected to fail at v0.2.1 when called from a script; compare
     * the {@link Step.numbers} arrays instead.
     *
     * @param other - The step to compare with.
     * @returns A negative number when this step runs first, `0` when both share a position, and a
     *   positive number when `other` runs first.
     */
    compareTo(other: Step): number;
}
