// Part of the reduced `k8s` declarations: see ../../../K8S-PAGE-NOTES.md. Fields follow Kubernetes
// 1.34, as far as the v0.2.1 declarations list them (they leave out read-only fields).

/** The metadata every Kubernetes object has: name, namespace, labels and annotations. */
export declare class ObjectMeta {
    constructor();
    annotations?: Record<string, string>;
    finalizers?: Array<string>;
    generateName?: string;
    labels?: Record<string, string>;
    name?: string;
    namespace?: string;
}

/** Selects objects by their labels. */
export declare class LabelSelector {
    constructor();
    matchExpressions?: Array<LabelSelectorRequirement>;
    matchLabels?: Record<string, string>;
}

/** One condition of a {@link LabelSelector}. */
export declare class LabelSelectorRequirement {
    constructor();
    key: string;
    operator: string;
    values?: Array<string>;
}
