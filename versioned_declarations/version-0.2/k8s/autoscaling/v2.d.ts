// Part of the reduced `k8s` declarations: see ../../K8S-PAGE-NOTES.md. Fields follow Kubernetes 1.34,
// as far as the v0.2.1 declarations list them (they leave out read-only fields).
import { Document } from "../../document";
import { ObjectMeta } from "../apimachinery/meta/v1";

/**
 * A HorizontalPodAutoscaler (`autoscaling/v2`). The constructor wraps the given object and writes
 * apiVersion and kind into it.
 */
export declare class HorizontalPodAutoscaler extends Document {
    constructor();
    constructor(spec: Pick<HorizontalPodAutoscaler, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: HorizontalPodAutoscalerSpec;
}

// Other types. At runtime they have only a constructor without arguments, which returns `{}`.

/** The specification of a HorizontalPodAutoscaler. */
export declare class HorizontalPodAutoscalerSpec {
    constructor();
    behavior?: HorizontalPodAutoscalerBehavior;
    maxReplicas: number;
    metrics?: Array<MetricSpec>;
    minReplicas?: number;
    scaleTargetRef: CrossVersionObjectReference;
}

/** The object a HorizontalPodAutoscaler scales. */
export declare class CrossVersionObjectReference {
    constructor();
    apiVersion?: string;
    kind: string;
    name: string;
}

// Typed loosely here: any field is accepted.

/** How fast a HorizontalPodAutoscaler scales (typed loosely here). */
export declare class HorizontalPodAutoscalerBehavior {
    constructor();
    [field: string]: unknown;
}

/** A metric a HorizontalPodAutoscaler scales on (typed loosely here). */
export declare class MetricSpec {
    constructor();
    [field: string]: unknown;
}
