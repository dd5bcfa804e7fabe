// Part of the reduced `k8s` declarations: see ../../K8S-PAGE-NOTES.md. Fields follow Kubernetes 1.34,
// as far as the v0.2.1 declarations list them (they leave out read-only fields).
import { Workload } from "../../documentExtensions/workload";
import { LabelSelector, ObjectMeta } from "../apimachinery/meta/v1";
import { PersistentVolumeClaim, PodTemplateSpec } from "../core/v1";

// Kinds. Each constructor wraps the given object, without a copy, and writes apiVersion and kind into it.
// All four are workloads: they have the helpers of Workload but are not typed as a Document.

/** A Deployment (`apps/v1`). */
export declare class Deployment extends Workload {
    constructor();
    constructor(spec: Pick<Deployment, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: DeploymentSpec;
}

/** A StatefulSet (`apps/v1`). */
export declare class StatefulSet extends Workload {
    constructor();
    constructor(spec: Pick<StatefulSet, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: StatefulSetSpec;
}

/** A DaemonSet (`apps/v1`). */
export declare class DaemonSet extends Workload {
    constructor();
    constructor(spec: Pick<DaemonSet, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: DaemonSetSpec;
}

/** A ReplicaSet (`apps/v1`). */
export declare class ReplicaSet extends Workload {
    constructor();
    constructor(spec: Pick<ReplicaSet, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: ReplicaSetSpec;
}

// Other types. At runtime they have only a constructor without arguments, which returns `{}`.

/** The specification of a Deployment. */
export declare class DeploymentSpec {
    constructor();
    minReadySeconds?: number;
    paused?: boolean;
    progressDeadlineSeconds?: number;
    replicas?: number;
    revisionHistoryLimit?: number;
    selector: LabelSelector;
    strategy?: DeploymentStrategy;
    template: PodTemplateSpec;
}

/** How a Deployment replaces its pods. */
export declare class DeploymentStrategy {
    constructor();
    rollingUpdate?: RollingUpdateDeployment;
    type?: string;
}

/** The rolling update settings of a Deployment. */
export declare class RollingUpdateDeployment {
    constructor();
    maxSurge?: number | string;
    maxUnavailable?: number | string;
}

/** The specification of a StatefulSet. */
export declare class StatefulSetSpec {
    constructor();
    minReadySeconds?: number;
    ordinals?: StatefulSetOrdinals;
    persistentVolumeClaimRetentionPolicy?: StatefulSetPersistentVolumeClaimRetentionPolicy;
    podManagementPolicy?: string;
    replicas?: number;
    revisionHistoryLimit?: number;
    selector: LabelSelector;
    serviceName?: string;
    template: PodTemplateSpec;
    updateStrategy?: StatefulSetUpdateStrategy;
    volumeClaimTemplates?: Array<PersistentVolumeClaim>;
}

/** The first ordinal of a StatefulSet's pods. */
export declare class StatefulSetOrdinals {
    constructor();
    start?: number;
}

/** What happens to a StatefulSet's claims when it is deleted or scaled down. */
export declare class StatefulSetPersistentVolumeClaimRetentionPolicy {
    constructor();
    whenDeleted?: string;
    whenScaled?: string;
}

/** How a StatefulSet replaces its pods. */
export declare class StatefulSetUpdateStrategy {
    constructor();
    rollingUpdate?: RollingUpdateStatefulSetStrategy;
    type?: string;
}

/** The rolling update settings of a StatefulSet. */
export declare class RollingUpdateStatefulSetStrategy {
    constructor();
    maxUnavailable?: number | string;
    partition?: number;
}

/** The specification of a DaemonSet. */
export declare class DaemonSetSpec {
    constructor();
    minReadySeconds?: number;
    revisionHistoryLimit?: number;
    selector: LabelSelector;
    template: PodTemplateSpec;
    updateStrategy?: DaemonSetUpdateStrategy;
}

/** How a DaemonSet replaces its pods. */
export declare class DaemonSetUpdateStrategy {
    constructor();
    rollingUpdate?: RollingUpdateDaemonSet;
    type?: string;
}

/** The rolling update settings of a DaemonSet. */
export declare class RollingUpdateDaemonSet {
    constructor();
    maxSurge?: number | string;
    maxUnavailable?: number | string;
}

/** The specification of a ReplicaSet. */
export declare class ReplicaSetSpec {
    constructor();
    minReadySeconds?: number;
    replicas?: number;
    selector: LabelSelector;
    template?: PodTemplateSpec;
}
