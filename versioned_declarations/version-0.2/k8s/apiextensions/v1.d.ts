// Part of the reduced `k8s` declarations: see ../../K8S-PAGE-NOTES.md. Fields follow Kubernetes 1.34,
// as far as the v0.2.1 declarations list them (they leave out read-only fields).
import { Document } from "../../document";
import { ObjectMeta } from "../apimachinery/meta/v1";

/**
 * A CustomResourceDefinition (`apiextensions.k8s.io/v1`). The constructor wraps the given object and
 * writes apiVersion and kind into it.
 */
export declare class CustomResourceDefinition extends Document {
    constructor();
    constructor(spec: Pick<CustomResourceDefinition, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec: CustomResourceDefinitionSpec;
}

// Other types. At runtime they have only a constructor without arguments, which returns `{}`.

/** The specification of a CustomResourceDefinition. */
export declare class CustomResourceDefinitionSpec {
    constructor();
    conversion?: CustomResourceConversion;
    group: string;
    names: CustomResourceDefinitionNames;
    preserveUnknownFields?: boolean;
    scope: string;
    versions: Array<CustomResourceDefinitionVersion>;
}

/** The names of a custom resource. */
export declare class CustomResourceDefinitionNames {
    constructor();
    categories?: Array<string>;
    kind: string;
    listKind?: string;
    plural: string;
    shortNames?: Array<string>;
    singular?: string;
}

/** One version of a custom resource. */
export declare class CustomResourceDefinitionVersion {
    constructor();
    additionalPrinterColumns?: Array<CustomResourceColumnDefinition>;
    deprecated?: boolean;
    deprecationWarning?: string;
    name: string;
    schema?: CustomResourceValidation;
    selectableFields?: Array<SelectableField>;
    served: boolean;
    storage: boolean;
    subresources?: CustomResourceSubresources;
}

// Typed loosely here: any field is accepted.

/** How versions of a custom resource are converted (typed loosely here). */
export declare class CustomResourceConversion {
    constructor();
    [field: string]: unknown;
}

/** A column that `kubectl get` shows (typed loosely here). */
export declare class CustomResourceColumnDefinition {
    constructor();
    [field: string]: unknown;
}

/** A field that can be used in field selectors (typed loosely here). */
export declare class SelectableField {
    constructor();
    [field: string]: unknown;
}

/** The status and scale subresources (typed loosely here). */
export declare class CustomResourceSubresources {
    constructor();
    [field: string]: unknown;
}

/** The schema of a version, under `openAPIV3Schema` (typed loosely here). */
export declare class CustomResourceValidation {
    constructor();
    [field: string]: unknown;
}
