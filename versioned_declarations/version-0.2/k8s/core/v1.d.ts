// Part of the reduced `k8s` declarations: see ../../K8S-PAGE-NOTES.md. Fields follow Kubernetes 1.34,
// as far as the v0.2.1 declarations list them (they leave out read-only fields). A class declared with
// an index signature only is typed loosely here; the tool declares its fields.
import { Document } from "../../document";
import { Workload } from "../../documentExtensions/workload";
import { LabelSelector, ObjectMeta } from "../apimachinery/meta/v1";

// Kinds. Each constructor wraps the given object, without a copy, and writes apiVersion and kind into it.

/** A Pod (`v1`). A workload: it has the helpers of {@link Workload} but is not typed as a {@link Document}. */
export declare class Pod extends Workload {
    constructor();
    constructor(spec: Pick<Pod, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: PodSpec;
}

/** A Service (`v1`). */
export declare class Service extends Document {
    constructor();
    constructor(spec: Pick<Service, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: ServiceSpec;
}

/** A ConfigMap (`v1`). */
export declare class ConfigMap extends Document {
    constructor();
    constructor(spec: Pick<ConfigMap, "binaryData" | "data" | "immutable" | "metadata">);
    apiVersion?: string;
    binaryData?: Record<string, string>;
    data?: Record<string, string>;
    immutable?: boolean;
    kind?: string;
    metadata?: ObjectMeta;
}

/** A Secret (`v1`). */
export declare class Secret extends Document {
    constructor();
    constructor(spec: Pick<Secret, "data" | "immutable" | "metadata" | "stringData" | "type">);
    apiVersion?: string;
    data?: Record<string, string>;
    immutable?: boolean;
    kind?: string;
    metadata?: ObjectMeta;
    stringData?: Record<string, string>;
    type?: string;
}

/** A ServiceAccount (`v1`). */
export declare class ServiceAccount extends Document {
    constructor();
    constructor(
        spec: Pick<ServiceAccount, "automountServiceAccountToken" | "imagePullSecrets" | "metadata" | "secrets">,
    );
    apiVersion?: string;
    automountServiceAccountToken?: boolean;
    imagePullSecrets?: Array<LocalObjectReference>;
    kind?: string;
    metadata?: ObjectMeta;
    secrets?: Array<ObjectReference>;
}

/** A Namespace (`v1`). */
export declare class Namespace extends Document {
    constructor();
    constructor(spec: Pick<Namespace, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: NamespaceSpec;
}

/** A PersistentVolumeClaim (`v1`). */
export declare class PersistentVolumeClaim extends Document {
    constructor();
    constructor(spec: Pick<PersistentVolumeClaim, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: PersistentVolumeClaimSpec;
}

/** A PersistentVolume (`v1`). */
export declare class PersistentVolume extends Document {
    constructor();
    constructor(spec: Pick<PersistentVolume, "metadata" | "spec">);
    apiVersion?: string;
    kind?: string;
    metadata?: ObjectMeta;
    spec?: PersistentVolumeSpec;
}

// Other types. At runtime they have only a constructor without arguments, which returns `{}`.

/** The pod template of a workload. */
export declare class PodTemplateSpec {
    constructor();
    metadata?: ObjectMeta;
    spec?: PodSpec;
}

/** The specification of a pod. */
export declare class PodSpec {
    constructor();
    activeDeadlineSeconds?: number;
    affinity?: Affinity;
    automountServiceAccountToken?: boolean;
    containers: Array<Container>;
    dnsConfig?: PodDNSConfig;
    dnsPolicy?: string;
    enableServiceLinks?: boolean;
    hostAliases?: Array<HostAlias>;
    hostIPC?: boolean;
    hostNetwork?: boolean;
    hostPID?: boolean;
    hostUsers?: boolean;
    hostname?: string;
    hostnameOverride?: string;
    imagePullSecrets?: Array<LocalObjectReference>;
    initContainers?: Array<Container>;
    nodeName?: string;
    nodeSelector?: Record<string, string>;
    os?: PodOS;
    preemptionPolicy?: string;
    priority?: number;
    priorityClassName?: string;
    readinessGates?: Array<PodReadinessGate>;
    resourceClaims?: Array<PodResourceClaim>;
    resources?: ResourceRequirements;
    restartPolicy?: string;
    runtimeClassName?: string;
    schedulerName?: string;
    schedulingGates?: Array<PodSchedulingGate>;
    securityContext?: PodSecurityContext;
    serviceAccount?: string;
    serviceAccountName?: string;
    setHostnameAsFQDN?: boolean;
    shareProcessNamespace?: boolean;
    subdomain?: string;
    terminationGracePeriodSeconds?: number;
    tolerations?: Array<Toleration>;
    topologySpreadConstraints?: Array<TopologySpreadConstraint>;
    volumes?: Array<Volume>;
}

/** A container of a pod. */
export declare class Container {
    constructor();
    args?: Array<string>;
    command?: Array<string>;
    env?: Array<EnvVar>;
    envFrom?: Array<EnvFromSource>;
    image?: string;
    imagePullPolicy?: string;
    lifecycle?: Lifecycle;
    livenessProbe?: Probe;
    name: string;
    ports?: Array<ContainerPort>;
    readinessProbe?: Probe;
    resizePolicy?: Array<ContainerResizePolicy>;
    resources?: ResourceRequirements;
    restartPolicy?: string;
    restartPolicyRules?: Array<ContainerRestartRule>;
    securityContext?: SecurityContext;
    startupProbe?: Probe;
    stdin?: boolean;
    stdinOnce?: boolean;
    terminationMessagePath?: string;
    terminationMessagePolicy?: string;
    tty?: boolean;
    volumeDevices?: Array<VolumeDevice>;
    volumeMounts?: Array<VolumeMount>;
    workingDir?: string;
}

/** A port a container listens on. */
export declare class ContainerPort {
    constructor();
    containerPort: number;
    hostIP?: string;
    hostPort?: number;
    name?: string;
    protocol?: string;
}

/** An environment variable of a container. */
export declare class EnvVar {
    constructor();
    name: string;
    value?: string;
    valueFrom?: EnvVarSource;
}

/** Where the value of an environment variable comes from. */
export declare class EnvVarSource {
    constructor();
    configMapKeyRef?: ConfigMapKeySelector;
    fieldRef?: ObjectFieldSelector;
    fileKeyRef?: FileKeySelector;
    resourceFieldRef?: ResourceFieldSelector;
    secretKeyRef?: SecretKeySelector;
}

/** A key of a ConfigMap. */
export declare class ConfigMapKeySelector {
    constructor();
    key: string;
    name?: string;
    optional?: boolean;
}

/** A key of a Secret. */
export declare class SecretKeySelector {
    constructor();
    key: string;
    name?: string;
    optional?: boolean;
}

/** A field of the pod, such as `metadata.name`. */
export declare class ObjectFieldSelector {
    constructor();
    apiVersion?: string;
    fieldPath: string;
}

/** A resource of a container, such as `limits.memory`. */
export declare class ResourceFieldSelector {
    constructor();
    containerName?: string;
    divisor?: number | string;
    resource: string;
}

/** A key of an env file in a volume. */
export declare class FileKeySelector {
    constructor();
    key: string;
    optional?: boolean;
    path: string;
    volumeName: string;
}

/** A ConfigMap or Secret whose keys all become environment variables. */
export declare class EnvFromSource {
    constructor();
    configMapRef?: ConfigMapEnvSource;
    prefix?: string;
    secretRef?: SecretEnvSource;
}

/** The ConfigMap of an {@link EnvFromSource}. */
export declare class ConfigMapEnvSource {
    constructor();
    name?: string;
    optional?: boolean;
}

/** The Secret of an {@link EnvFromSource}. */
export declare class SecretEnvSource {
    constructor();
    name?: string;
    optional?: boolean;
}

/** Where a volume is mounted in a container. */
export declare class VolumeMount {
    constructor();
    mountPath: string;
    mountPropagation?: string;
    name: string;
    readOnly?: boolean;
    recursiveReadOnly?: string;
    subPath?: string;
    subPathExpr?: string;
}

/** A volume of a pod. */
export declare class Volume {
    constructor();
    configMap?: ConfigMapVolumeSource;
    csi?: CSIVolumeSource;
    downwardAPI?: DownwardAPIVolumeSource;
    emptyDir?: EmptyDirVolumeSource;
    ephemeral?: EphemeralVolumeSource;
    fc?: FCVolumeSource;
    hostPath?: HostPathVolumeSource;
    image?: ImageVolumeSource;
    iscsi?: ISCSIVolumeSource;
    name: string;
    nfs?: NFSVolumeSource;
    persistentVolumeClaim?: PersistentVolumeClaimVolumeSource;
    projected?: ProjectedVolumeSource;
    secret?: SecretVolumeSource;
}

/** A volume made from a ConfigMap. */
export declare class ConfigMapVolumeSource {
    constructor();
    defaultMode?: number;
    items?: Array<KeyToPath>;
    name?: string;
    optional?: boolean;
}

/** A volume made from a Secret. */
export declare class SecretVolumeSource {
    constructor();
    defaultMode?: number;
    items?: Array<KeyToPath>;
    optional?: boolean;
    secretName?: string;
}

/** A key of a ConfigMap or Secret and the file it becomes. */
export declare class KeyToPath {
    constructor();
    key: string;
    mode?: number;
    path: string;
}

/** An empty volume that lives as long as the pod. */
export declare class EmptyDirVolumeSource {
    constructor();
    medium?: string;
    sizeLimit?: number | string;
}

/** A volume backed by a PersistentVolumeClaim. */
export declare class PersistentVolumeClaimVolumeSource {
    constructor();
    claimName: string;
    readOnly?: boolean;
}

/** A file or folder of the node. */
export declare class HostPathVolumeSource {
    constructor();
    path: string;
    type?: string;
}

/** A volume made from an OCI image. */
export declare class ImageVolumeSource {
    constructor();
    pullPolicy?: string;
    reference?: string;
}

/** An NFS share. */
export declare class NFSVolumeSource {
    constructor();
    path: string;
    readOnly?: boolean;
    server: string;
}

/** The requests and limits of compute resources. Quantities are numbers or strings such as `"256Mi"`. */
export declare class ResourceRequirements {
    constructor();
    limits?: Record<string, number | string>;
    requests?: Record<string, number | string>;
}

/** A health check of a container. */
export declare class Probe {
    constructor();
    exec?: ExecAction;
    failureThreshold?: number;
    grpc?: GRPCAction;
    httpGet?: HTTPGetAction;
    initialDelaySeconds?: number;
    periodSeconds?: number;
    successThreshold?: number;
    tcpSocket?: TCPSocketAction;
    terminationGracePeriodSeconds?: number;
    timeoutSeconds?: number;
}

/** An HTTP GET request of a probe. */
export declare class HTTPGetAction {
    constructor();
    host?: string;
    httpHeaders?: Array<HTTPHeader>;
    path?: string;
    port: number | string;
    scheme?: string;
}

/** A header of an {@link HTTPGetAction}. */
export declare class HTTPHeader {
    constructor();
    name: string;
    value: string;
}

/** A TCP connection of a probe. */
export declare class TCPSocketAction {
    constructor();
    host?: string;
    port: number | string;
}

/** A command of a probe. */
export declare class ExecAction {
    constructor();
    command?: Array<string>;
}

/** A gRPC health check of a probe. */
export declare class GRPCAction {
    constructor();
    port: number;
    service?: string;
}

/** A reference to an object of the same namespace, by name. */
export declare class LocalObjectReference {
    constructor();
    name?: string;
}

/** A reference to any object. */
export declare class ObjectReference {
    constructor();
    apiVersion?: string;
    fieldPath?: string;
    kind?: string;
    name?: string;
    namespace?: string;
    resourceVersion?: string;
    uid?: string;
}

/** Host names that resolve to an IP address in the pod's `/etc/hosts`. */
export declare class HostAlias {
    constructor();
    hostnames?: Array<string>;
    ip: string;
}

/** A taint the pod tolerates. */
export declare class Toleration {
    constructor();
    effect?: string;
    key?: string;
    operator?: string;
    tolerationSeconds?: number;
    value?: string;
}

/** The operating system of the pod. */
export declare class PodOS {
    constructor();
    name: string;
}

/** A condition that must hold before the pod counts as ready. */
export declare class PodReadinessGate {
    constructor();
    conditionType: string;
}

/** A gate that keeps the pod from being scheduled. */
export declare class PodSchedulingGate {
    constructor();
    name: string;
}

/** A resource claim of the pod. */
export declare class PodResourceClaim {
    constructor();
    name: string;
    resourceClaimName?: string;
    resourceClaimTemplateName?: string;
}

/** A block device of a container. */
export declare class VolumeDevice {
    constructor();
    devicePath: string;
    name: string;
}

/** How a container reacts to a resize of one resource. */
export declare class ContainerResizePolicy {
    constructor();
    resourceName: string;
    restartPolicy: string;
}

/** The specification of a Service. */
export declare class ServiceSpec {
    constructor();
    allocateLoadBalancerNodePorts?: boolean;
    clusterIP?: string;
    clusterIPs?: Array<string>;
    externalIPs?: Array<string>;
    externalName?: string;
    externalTrafficPolicy?: string;
    healthCheckNodePort?: number;
    internalTrafficPolicy?: string;
    ipFamilies?: Array<string>;
    ipFamilyPolicy?: string;
    loadBalancerClass?: string;
    loadBalancerIP?: string;
    loadBalancerSourceRanges?: Array<string>;
    ports?: Array<ServicePort>;
    publishNotReadyAddresses?: boolean;
    selector?: Record<string, string>;
    sessionAffinity?: string;
    sessionAffinityConfig?: SessionAffinityConfig;
    trafficDistribution?: string;
    type?: string;
}

/** A port of a Service. */
export declare class ServicePort {
    constructor();
    appProtocol?: string;
    name?: string;
    nodePort?: number;
    port: number;
    protocol?: string;
    targetPort?: number | string;
}

/** The session affinity settings of a Service. */
export declare class SessionAffinityConfig {
    constructor();
    clientIP?: ClientIPConfig;
}

/** The client IP session affinity settings of a Service. */
export declare class ClientIPConfig {
    constructor();
    timeoutSeconds?: number;
}

/** The specification of a Namespace. */
export declare class NamespaceSpec {
    constructor();
    finalizers?: Array<string>;
}

/** The specification of a PersistentVolumeClaim. */
export declare class PersistentVolumeClaimSpec {
    constructor();
    accessModes?: Array<string>;
    dataSource?: TypedLocalObjectReference;
    dataSourceRef?: TypedObjectReference;
    resources?: VolumeResourceRequirements;
    selector?: LabelSelector;
    storageClassName?: string;
    volumeAttributesClassName?: string;
    volumeMode?: string;
    volumeName?: string;
}

/** The storage requests and limits of a PersistentVolumeClaim. */
export declare class VolumeResourceRequirements {
    constructor();
    limits?: Record<string, number | string>;
    requests?: Record<string, number | string>;
}

/** A reference to an object of the same namespace, by kind and name. */
export declare class TypedLocalObjectReference {
    constructor();
    apiGroup?: string;
    kind: string;
    name: string;
}

/** A reference to an object, by kind, name and namespace. */
export declare class TypedObjectReference {
    constructor();
    apiGroup?: string;
    kind: string;
    name: string;
    namespace?: string;
}

/** The specification of a PersistentVolume. */
export declare class PersistentVolumeSpec {
    constructor();
    accessModes?: Array<string>;
    capacity?: Record<string, number | string>;
    csi?: CSIPersistentVolumeSource;
    fc?: FCVolumeSource;
    hostPath?: HostPathVolumeSource;
    iscsi?: ISCSIPersistentVolumeSource;
    local?: LocalVolumeSource;
    mountOptions?: Array<string>;
    nfs?: NFSVolumeSource;
    nodeAffinity?: VolumeNodeAffinity;
    persistentVolumeReclaimPolicy?: string;
    storageClassName?: string;
    volumeAttributesClassName?: string;
    volumeMode?: string;
}

/** A local disk of a node. */
export declare class LocalVolumeSource {
    constructor();
    fsType?: string;
    path: string;
}

// Typed loosely here: any field is accepted.

/** Scheduling rules of a pod (typed loosely here). */
export declare class Affinity {
    constructor();
    [field: string]: unknown;
}

/** DNS settings of a pod (typed loosely here). */
export declare class PodDNSConfig {
    constructor();
    [field: string]: unknown;
}

/** Security settings of a pod (typed loosely here). */
export declare class PodSecurityContext {
    constructor();
    [field: string]: unknown;
}

/** Security settings of a container (typed loosely here). */
export declare class SecurityContext {
    constructor();
    [field: string]: unknown;
}

/** How a pod spreads across topology domains (typed loosely here). */
export declare class TopologySpreadConstraint {
    constructor();
    [field: string]: unknown;
}

/** Hooks run after a container starts and before it stops (typed loosely here). */
export declare class Lifecycle {
    constructor();
    [field: string]: unknown;
}

/** A rule that decides whether a container restarts (typed loosely here). */
export declare class ContainerRestartRule {
    constructor();
    [field: string]: unknown;
}

/** A CSI volume (typed loosely here). */
export declare class CSIVolumeSource {
    constructor();
    [field: string]: unknown;
}

/** A volume made from pod fields (typed loosely here). */
export declare class DownwardAPIVolumeSource {
    constructor();
    [field: string]: unknown;
}

/** A volume provisioned for the life of the pod (typed loosely here). */
export declare class EphemeralVolumeSource {
    constructor();
    [field: string]: unknown;
}

/** A Fibre Channel volume (typed loosely here). */
export declare class FCVolumeSource {
    constructor();
    [field: string]: unknown;
}

/** An iSCSI volume of a pod (typed loosely here). */
export declare class ISCSIVolumeSource {
    constructor();
    [field: string]: unknown;
}

/** A volume that combines several sources (typed loosely here). */
export declare class ProjectedVolumeSource {
    constructor();
    [field: string]: unknown;
}

/** A CSI persistent volume (typed loosely here). */
export declare class CSIPersistentVolumeSource {
    constructor();
    [field: string]: unknown;
}

/** An iSCSI persistent volume (typed loosely here). */
export declare class ISCSIPersistentVolumeSource {
    constructor();
    [field: string]: unknown;
}

/** The nodes a persistent volume can be used from (typed loosely here). */
export declare class VolumeNodeAffinity {
    constructor();
    [field: string]: unknown;
}
