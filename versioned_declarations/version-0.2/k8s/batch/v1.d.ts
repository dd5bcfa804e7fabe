// Part of the reduced `k8s` declarations: see ../../K8S-PAGE-NOTES.md. Fields follow Kubernetes 1.34,
// as far as the v0.2.1 declarations list them (they leave out read-only fields).
import { Workload } from "../../documentExtensions/workload";
import { LabelSelector, ObjectMeta } from "../apimachinery/meta/v1";
import { PodTemplateSpec } from "../core/v1";

// Kinds. Each constructor wraps the given object, without a copy, and writes apiVersion and kind into it.
// Both are workloads: they have the helpers of Workload but are not typed as a Document.

/** A Job (`batch/v1`). */
export declare class Job extends Workload {
    constructor();
    constructor(spec: Pick<Job, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: JobSpec;
}

/** A CronJob (`batch/v1`). */
export declare class CronJob extends Workload {
    constructor();
    constructor(spec: Pick<CronJob, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: CronJobSpec;
}

// Other types. At runtime they have only a constructor without arguments, which returns `{}`.

/** The specification of a Job. */
export declare class JobSpec {
    constructor();
    activeDeadlineSeconds?: number;
    backoffLimit?: number;
    backoffLimitPerIndex?: number;
    completionMode?: string;
    completions?: number;
    managedBy?: string;
    manualSelector?: boolean;
    maxFailedIndexes?: number;
    parallelism?: number;
    podFailurePolicy?: PodFailurePolicy;
    podReplacementPolicy?: string;
    selector?: LabelSelector;
    successPolicy?: SuccessPolicy;
    suspend?: boolean;
    template: PodTemplateSpec;
    ttlSecondsAfterFinished?: number;
}

/** The specification of a CronJob. */
export declare class CronJobSpec {
    constructor();
    concurrencyPolicy?: string;
    failedJobsHistoryLimit?: number;
    jobTemplate: JobTemplateSpec;
    schedule: string;
    startingDeadlineSeconds?: number;
    successfulJobsHistoryLimit?: number;
    suspend?: boolean;
    timeZone?: string;
}

/** The Job template of a CronJob. */
export declare class JobTemplateSpec {
    constructor();
    metadata?: ObjectMeta;
    spec?: JobSpec;
}

// Typed loosely here: any field is accepted.

/** How pod failures count against a Job (typed loosely here). */
export declare class PodFailurePolicy {
    constructor();
    [field: string]: unknown;
}

/** When an indexed Job counts as succeeded (typed loosely here). */
export declare class SuccessPolicy {
    constructor();
    [field: string]: unknown;
}
