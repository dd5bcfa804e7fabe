// Part of the reduced `k8s` declarations: see ../../K8S-PAGE-NOTES.md. Fields follow Kubernetes 1.34,
// as far as the v0.2.1 declarations list them (they leave out read-only fields).
import { Document } from "../../document";
import { ObjectMeta } from "../apimachinery/meta/v1";
import { TypedLocalObjectReference } from "../core/v1";

/**
 * An Ingress (`networking.k8s.io/v1`). The constructor wraps the given object and writes apiVersion and kind
 * into it.
 */
export declare class Ingress extends Document {
    constructor();
    constructor(spec: Pick<Ingress, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: IngressSpec;
}

// Other types. At runtime they have only a constructor without arguments, which returns `{}`.

/** The specification of an Ingress. */
export declare class IngressSpec {
    constructor();
    defaultBackend?: IngressBackend;
    ingressClassName?: string;
    rules?: Array<IngressRule>;
    tls?: Array<IngressTLS>;
}

/** The routes of one host. */
export declare class IngressRule {
    constructor();
    host?: string;
    http?: HTTPIngressRuleValue;
}

/** The HTTP paths of an {@link IngressRule}. */
export declare class HTTPIngressRuleValue {
    constructor();
    paths: Array<HTTPIngressPath>;
}

/** One path and the backend it leads to. */
export declare class HTTPIngressPath {
    constructor();
    backend: IngressBackend;
    path?: string;
    pathType: string;
}

/** Where an Ingress sends requests. */
export declare class IngressBackend {
    constructor();
    resource?: TypedLocalObjectReference;
    service?: IngressServiceBackend;
}

/** A Service as an Ingress backend. */
export declare class IngressServiceBackend {
    constructor();
    name: string;
    port?: ServiceBackendPort;
}

/** The port of an {@link IngressServiceBackend}, by name or number. */
export declare class ServiceBackendPort {
    constructor();
    name?: string;
    number?: number;
}

/** The TLS settings of some hosts. */
export declare class IngressTLS {
    constructor();
    hosts?: Array<string>;
    secretName?: string;
}
