// Part of the reduced `k8s` declarations: see ../../K8S-PAGE-NOTES.md. Fields follow Kubernetes 1.34,
// as far as the v0.2.1 declarations list them (they leave out read-only fields).
import { Document } from "../../document";
import { LabelSelector, ObjectMeta } from "../apimachinery/meta/v1";

// Kinds. Each constructor wraps the given object, without a copy, and writes apiVersion and kind into it.

/** A Role (`rbac.authorization.k8s.io/v1`). */
export declare class Role extends Document {
    constructor();
    constructor(spec: Pick<Role, "metadata" | "rules">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    rules?: Array<PolicyRule>;
}

/** A ClusterRole (`rbac.authorization.k8s.io/v1`). */
export declare class ClusterRole extends Document {
    constructor();
    constructor(spec: Pick<ClusterRole, "aggregationRule" | "metadata" | "rules">);
    aggregationRule?: AggregationRule;
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    rules?: Array<PolicyRule>;
}

/** A RoleBinding (`rbac.authorization.k8s.io/v1`). */
export declare class RoleBinding extends Document {
    constructor();
    constructor(spec: Pick<RoleBinding, "metadata" | "roleRef" | "subjects">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    roleRef: RoleRef;
    subjects?: Array<Subject>;
}

/** A ClusterRoleBinding (`rbac.authorization.k8s.io/v1`). */
export declare class ClusterRoleBinding extends Document {
    constructor();
    constructor(spec: Pick<ClusterRoleBinding, "metadata" | "roleRef" | "subjects">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    roleRef: RoleRef;
    subjects?: Array<Subject>;
}

// Other types. At runtime they have only a constructor without arguments, which returns `{}`.

/** One permission of a role. */
export declare class PolicyRule {
    constructor();
    apiGroups?: Array<string>;
    nonResourceURLs?: Array<string>;
    resourceNames?: Array<string>;
    resources?: Array<string>;
    verbs: Array<string>;
}

/** The role a binding grants. */
export declare class RoleRef {
    constructor();
    apiGroup: string;
    kind: string;
    name: string;
}

/** Who a binding grants the role to. */
export declare class Subject {
    constructor();
    apiGroup?: string;
    kind: string;
    name: string;
    namespace?: string;
}

/** The ClusterRoles whose rules an aggregated ClusterRole collects. */
export declare class AggregationRule {
    constructor();
    clusterRoleSelectors?: Array<LabelSelector>;
}
