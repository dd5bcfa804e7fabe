// The reduced `k8s` declarations of the 0.2 docs: the kinds the documentation and the Document type
// guards need, and the types those kinds use. The tool declares every kind and type of Kubernetes 1.34;
// K8S-PAGE-NOTES.md lists what is here. The whole namespace is hidden from TypeDoc (see ../index.d.ts).
export * as apiextensions from "./apiextensions";
export * as apimachinery from "./apimachinery";
export * as apps from "./apps";
export * as autoscaling from "./autoscaling";
export * as batch from "./batch";
export * as core from "./core";
export * as networking from "./networking";
export * as rbac from "./rbac";

// Kinds that are also reachable as anemos.k8s.<Kind>.
export { CustomResourceDefinition } from "./apiextensions/v1";
export { DaemonSet, Deployment, ReplicaSet, StatefulSet } from "./apps/v1";
export { HorizontalPodAutoscaler } from "./autoscaling/v2";
export { CronJob, Job } from "./batch/v1";
export {
    ConfigMap,
    Namespace,
    PersistentVolume,
    PersistentVolumeClaim,
    Pod,
    Secret,
    Service,
    ServiceAccount,
} from "./core/v1";
export { Ingress } from "./networking/v1";
export { ClusterRole, ClusterRoleBinding, Role, RoleBinding } from "./rbac/v1";
