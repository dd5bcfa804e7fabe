import { CustomResourceDefinition } from "../k8s/apiextensions/v1";
import { DaemonSet, Deployment, ReplicaSet, StatefulSet } from "../k8s/apps/v1";
import { HorizontalPodAutoscaler } from "../k8s/autoscaling/v2";
import { CronJob, Job } from "../k8s/batch/v1";
import {
    ConfigMap,
    Namespace,
    PersistentVolume,
    PersistentVolumeClaim,
    Pod,
    Secret,
    Service,
    ServiceAccount,
} from "../k8s/core/v1";
import { Ingress } from "../k8s/networking/v1";
import { ClusterRole, ClusterRoleBinding, Role, RoleBinding } from "../k8s/rbac/v1";
import { Workload } from "./workload";

declare module "../document" {
    interface Document {
        /**
         * Checks whether this document is a ClusterRole, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isClusterRole}.
         */
        asClusterRole(): this is Document & ClusterRole;

        /**
         * Checks whether this document is a ClusterRoleBinding, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isClusterRoleBinding}.
         */
        asClusterRoleBinding(): this is Document & ClusterRoleBinding;

        /**
         * Checks whether this document is a ConfigMap, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isConfigMap}.
         */
        asConfigMap(): this is Document & ConfigMap;

        /**
         * Checks whether this document is a CustomResourceDefinition, and if so lets TypeScript treat it as one.
         * A shorter name for {@link Document.asCustomResourceDefinition}.
         *
         * @returns The same result as {@link Document.isCRD}.
         */
        asCRD(): this is Document & CustomResourceDefinition;

        /**
         * Checks whether this document is a CronJob, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isCronJob}.
         */
        asCronJob(): this is Document & CronJob;

        /**
         * Checks whether this document is a CustomResourceDefinition, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isCustomResourceDefinition}.
         */
        asCustomResourceDefinition(): this is Document & CustomResourceDefinition;

        /**
         * Checks whether this document is a DaemonSet, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isDaemonSet}.
         */
        asDaemonSet(): this is Document & DaemonSet;

        /**
         * Checks whether this document is a Deployment, and if so lets TypeScript treat it as one.
         *
         * @example
         * ```ts
         * if (document.asDeployment() && document.spec) {
         *     // document.spec is typed as a Deployment spec here.
         *     document.spec.replicas = 3;
         * }
         * ```
         *
         * @returns The same result as {@link Document.isDeployment}.
         */
        asDeployment(): this is Document & Deployment;

        /**
         * Checks whether this document is a HorizontalPodAutoscaler, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isHorizontalPodAutoscaler}.
         */
        asHorizontalPodAutoscaler(): this is Document & HorizontalPodAutoscaler;

        /**
         * Checks whether this document is an Ingress, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isIngress}.
         */
        asIngress(): this is Document & Ingress;

        /**
         * Checks whether this document is a Job, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isJob}.
         */
        asJob(): this is Document & Job;

        /**
         * Checks whether this document is a Namespace, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isNamespace}.
         */
        asNamespace(): this is Document & Namespace;

        /**
         * Checks whether this document is a PersistentVolume, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isPersistentVolume}.
         */
        asPersistentVolume(): this is Document & PersistentVolume;

        /**
         * Checks whether this document is a PersistentVolumeClaim, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isPersistentVolumeClaim}.
         */
        asPersistentVolumeClaim(): this is Document & PersistentVolumeClaim;

        /**
         * Checks whether this document is a Pod, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isPod}.
         */
        asPod(): this is Document & Pod;

        /**
         * Checks whether this document is a ReplicaSet, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isReplicaSet}.
         */
        asReplicaSet(): this is Document & ReplicaSet;

        /**
         * Checks whether this document is a Role, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isRole}.
         */
        asRole(): this is Document & Role;

        /**
         * Checks whether this document is a RoleBinding, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isRoleBinding}.
         */
        asRoleBinding(): this is Document & RoleBinding;

        /**
         * Checks whether this document is a Secret, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isSecret}.
         */
        asSecret(): this is Document & Secret;

        /**
         * Checks whether this document is a Service, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isService}.
         */
        asService(): this is Document & Service;

        /**
         * Checks whether this document is a ServiceAccount, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isServiceAccount}.
         */
        asServiceAccount(): this is Document & ServiceAccount;

        /**
         * Checks whether this document is a StatefulSet, and if so lets TypeScript treat it as one.
         *
         * @returns The same result as {@link Document.isStatefulSet}.
         */
        asStatefulSet(): this is Document & StatefulSet;

        /**
         * Checks whether this document is a workload, and if so lets TypeScript use the workload helpers
         * of {@link Workload} on it.
         *
         * @returns The same result as {@link Document.isWorkload}.
         */
        asWorkload(): this is Document & Workload;

        /**
         * Checks the `apiVersion` and the `kind` of this document.
         *
         * @example
         * ```ts
         * if (document.isOfKind("monitoring.coreos.com/v1", "ServiceMonitor")) {
         *     document.spec.endpoints = [{ port: "metrics" }];
         * }
         * ```
         *
         * @param apiVersion - The expected API version, for example `"apps/v1"`.
         * @param kind - The expected kind, for example `"Deployment"`.
         * @returns `true` when both match exactly.
         */
        isOfKind(apiVersion: string, kind: string): boolean;

        /**
         * Checks whether this document is a ClusterRole: `apiVersion` `rbac.authorization.k8s.io/v1` and `kind`
         * `ClusterRole`.
         *
         * @returns `true` when both match.
         */
        isClusterRole(): boolean;

        /**
         * Checks whether this document is a ClusterRoleBinding: `apiVersion` `rbac.authorization.k8s.io/v1` and
         * `kind` `ClusterRoleBinding`.
         *
         * @returns `true` when both match.
         */
        isClusterRoleBinding(): boolean;

        /**
         * Checks whether this document is a ConfigMap: `apiVersion` `v1` and `kind` `ConfigMap`.
         *
         * @returns `true` when both match.
         */
        isConfigMap(): boolean;

        /**
         * Checks whether this document is a CustomResourceDefinition: `apiVersion` `apiextensions.k8s.io/v1` and
         * `kind` `CustomResourceDefinition`. A shorter name for {@link Document.isCustomResourceDefinition}.
         *
         * @returns `true` when both match.
         */
        isCRD(): boolean;

        /**
         * Checks whether this document is a CronJob: `apiVersion` `batch/v1` and `kind` `CronJob`.
         *
         * @returns `true` when both match.
         */
        isCronJob(): boolean;

        /**
         * Checks whether this document is a CustomResourceDefinition: `apiVersion` `apiextensions.k8s.io/v1` and
         * `kind` `CustomResourceDefinition`.
         *
         * @returns `true` when both match.
         */
        isCustomResourceDefinition(): boolean;

        /**
         * Checks whether this document is a DaemonSet: `apiVersion` `apps/v1` and `kind` `DaemonSet`.
         *
         * @returns `true` when both match.
         */
        isDaemonSet(): boolean;

        /**
         * Checks whether this document is a Deployment: `apiVersion` `apps/v1` and `kind` `Deployment`.
         *
         * @returns `true` when both match.
         */
        isDeployment(): boolean;

        /**
         * Checks whether this document is a HorizontalPodAutoscaler: `apiVersion` `autoscaling/v2` and `kind`
         * `HorizontalPodAutoscaler`.
         *
         * @returns `true` when both match.
         */
        isHorizontalPodAutoscaler(): boolean;

        /**
         * Checks whether this document is an Ingress: `apiVersion` `networking.k8s.io/v1` and `kind` `Ingress`.
         *
         * @returns `true` when both match.
         */
        isIngress(): boolean;

        /**
         * Checks whether this document is a Job: `apiVersion` `batch/v1` and `kind` `Job`.
         *
         * @returns `true` when both match.
         */
        isJob(): boolean;

        /**
         * Checks whether this document is a Namespace: `apiVersion` `v1` and `kind` `Namespace`.
         *
         * @returns `true` when both match.
         */
        isNamespace(): boolean;

        /**
         * Checks whether this document is a PersistentVolume: `apiVersion` `v1` and `kind` `PersistentVolume`.
         *
         * @returns `true` when both match.
         */
        isPersistentVolume(): boolean;

        /**
         * Checks whether this document is a PersistentVolumeClaim: `apiVersion` `v1` and `kind`
         * `PersistentVolumeClaim`.
         *
         * @returns `true` when both match.
         */
        isPersistentVolumeClaim(): boolean;

        /**
         * Checks whether this document is a Pod: `apiVersion` `v1` and `kind` `Pod`.
         *
         * @returns `true` when both match.
         */
        isPod(): boolean;

        /**
         * Checks whether this document is a ReplicaSet: `apiVersion` `apps/v1` and `kind` `ReplicaSet`.
         *
         * @returns `true` when both match.
         */
        isReplicaSet(): boolean;

        /**
         * Checks whether this document is a Role: `apiVersion` `rbac.authorization.k8s.io/v1` and `kind` `Role`.
         *
         * @returns `true` when both match.
         */
        isRole(): boolean;

        /**
         * Checks whether this document is a RoleBinding: `apiVersion` `rbac.authorization.k8s.io/v1` and `kind`
         * `RoleBinding`.
         *
         * @returns `true` when both match.
         */
        isRoleBinding(): boolean;

        /**
         * Checks whether this document is a Secret: `apiVersion` `v1` and `kind` `Secret`.
         *
         * @returns `true` when both match.
         */
        isSecret(): boolean;

        /**
         * Checks whether this document is a Service: `apiVersion` `v1` and `kind` `Service`.
         *
         * @returns `true` when both match.
         */
        isService(): boolean;

        /**
         * Checks whether this document is a ServiceAccount: `apiVersion` `v1` and `kind` `ServiceAccount`.
         *
         * @returns `true` when both match.
         */
        isServiceAccount(): boolean;

        /**
         * Checks whether this document is a StatefulSet: `apiVersion` `apps/v1` and `kind` `StatefulSet`.
         *
         * @returns `true` when both match.
         */
        isStatefulSet(): boolean;

        /**
         * Checks whether this document is a workload: a CronJob, DaemonSet, Deployment, Job, Pod,
         * ReplicaSet or StatefulSet, as the other `is` methods recognize them.
         *
         * @returns `true` for one of those kinds.
         */
        isWorkload(): boolean;
    }
}
