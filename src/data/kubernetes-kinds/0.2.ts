/**
 * The Kubernetes kinds that `anemos.k8s` types in Anemos 0.2 (release v0.2.1), in alphabetical order, as the tool's
 * tree at the tag has them: each kind's class under `pkg/jslib/k8s/<group>/<version>/` (its base, `Workload` or
 * `Document`), the `apiVersion` its constructor writes (`pkg/k8s/<group>/<version>/`), and whether
 * `pkg/jslib/k8s/index.d.ts` also exports it as `anemos.k8s.<Kind>`. The 0.2 page
 * `reference/kubernetes-kinds.mdx` renders it with `src/components/KubernetesKinds`, and
 * `tests/content/kubernetes-kinds.test.ts` checks it against the tool's list, `tests/fixtures/tool/0.2/k8s-kinds.json`.
 */
export interface TypedKind {
  /** The kind, which is also the class name. */
  readonly kind: string;
  readonly apiVersion: string;
  /** Where the class is, under `anemos.k8s`: `<group>.<version>`. */
  readonly module: string;
  /** Whether the class extends `Workload`, the base of the kinds that run Pods, rather than `Document`. */
  readonly workload: boolean;
  /** Whether the class is also reachable as `anemos.k8s.<Kind>`. */
  readonly topLevel: boolean;
}

export const kubernetesKinds: readonly TypedKind[] = [
  {
    kind: 'APIService',
    apiVersion: 'apiregistration.k8s.io/v1',
    module: 'apiregistration.v1',
    workload: false,
    topLevel: false,
  },
  { kind: 'CSIDriver', apiVersion: 'storage.k8s.io/v1', module: 'storage.v1', workload: false, topLevel: false },
  {
    kind: 'CertificateSigningRequest',
    apiVersion: 'certificates.k8s.io/v1',
    module: 'certificates.v1',
    workload: false,
    topLevel: true,
  },
  {
    kind: 'ClusterRole',
    apiVersion: 'rbac.authorization.k8s.io/v1',
    module: 'rbac.v1',
    workload: false,
    topLevel: true,
  },
  {
    kind: 'ClusterRoleBinding',
    apiVersion: 'rbac.authorization.k8s.io/v1',
    module: 'rbac.v1',
    workload: false,
    topLevel: true,
  },
  { kind: 'ConfigMap', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  { kind: 'CronJob', apiVersion: 'batch/v1', module: 'batch.v1', workload: true, topLevel: true },
  {
    kind: 'CustomResourceDefinition',
    apiVersion: 'apiextensions.k8s.io/v1',
    module: 'apiextensions.v1',
    workload: false,
    topLevel: true,
  },
  { kind: 'DaemonSet', apiVersion: 'apps/v1', module: 'apps.v1', workload: true, topLevel: true },
  { kind: 'Deployment', apiVersion: 'apps/v1', module: 'apps.v1', workload: true, topLevel: true },
  { kind: 'EndpointSlice', apiVersion: 'discovery.k8s.io/v1', module: 'discovery.v1', workload: false, topLevel: true },
  { kind: 'Endpoints', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  {
    kind: 'FlowSchema',
    apiVersion: 'flowcontrol.apiserver.k8s.io/v1',
    module: 'flowcontrol.v1',
    workload: false,
    topLevel: true,
  },
  {
    kind: 'HorizontalPodAutoscaler',
    apiVersion: 'autoscaling/v2',
    module: 'autoscaling.v2',
    workload: false,
    topLevel: true,
  },
  { kind: 'Ingress', apiVersion: 'networking.k8s.io/v1', module: 'networking.v1', workload: false, topLevel: true },
  {
    kind: 'IngressClass',
    apiVersion: 'networking.k8s.io/v1',
    module: 'networking.v1',
    workload: false,
    topLevel: true,
  },
  { kind: 'Job', apiVersion: 'batch/v1', module: 'batch.v1', workload: true, topLevel: true },
  { kind: 'Lease', apiVersion: 'coordination.k8s.io/v1', module: 'coordination.v1', workload: false, topLevel: false },
  { kind: 'LimitRange', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  {
    kind: 'MutatingWebhookConfiguration',
    apiVersion: 'admissionregistration.k8s.io/v1',
    module: 'admissionregistration.v1',
    workload: false,
    topLevel: true,
  },
  { kind: 'Namespace', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  {
    kind: 'NetworkPolicy',
    apiVersion: 'networking.k8s.io/v1',
    module: 'networking.v1',
    workload: false,
    topLevel: true,
  },
  { kind: 'PersistentVolume', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  { kind: 'PersistentVolumeClaim', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  { kind: 'Pod', apiVersion: 'v1', module: 'core.v1', workload: true, topLevel: true },
  {
    kind: 'PodCertificateRequest',
    apiVersion: 'certificates.k8s.io/v1alpha1',
    module: 'certificates.v1alpha1',
    workload: false,
    topLevel: false,
  },
  { kind: 'PodDisruptionBudget', apiVersion: 'policy/v1', module: 'policy.v1', workload: false, topLevel: true },
  {
    kind: 'PriorityClass',
    apiVersion: 'scheduling.k8s.io/v1',
    module: 'scheduling.v1',
    workload: false,
    topLevel: true,
  },
  {
    kind: 'PriorityLevelConfiguration',
    apiVersion: 'flowcontrol.apiserver.k8s.io/v1',
    module: 'flowcontrol.v1',
    workload: false,
    topLevel: true,
  },
  { kind: 'ReplicaSet', apiVersion: 'apps/v1', module: 'apps.v1', workload: true, topLevel: true },
  { kind: 'ReplicationController', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  { kind: 'ResourceQuota', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  { kind: 'Role', apiVersion: 'rbac.authorization.k8s.io/v1', module: 'rbac.v1', workload: false, topLevel: true },
  {
    kind: 'RoleBinding',
    apiVersion: 'rbac.authorization.k8s.io/v1',
    module: 'rbac.v1',
    workload: false,
    topLevel: true,
  },
  { kind: 'RuntimeClass', apiVersion: 'node.k8s.io/v1', module: 'node.v1', workload: false, topLevel: true },
  { kind: 'Secret', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  { kind: 'Service', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  { kind: 'ServiceAccount', apiVersion: 'v1', module: 'core.v1', workload: false, topLevel: true },
  { kind: 'ServiceCIDR', apiVersion: 'networking.k8s.io/v1', module: 'networking.v1', workload: false, topLevel: true },
  { kind: 'StatefulSet', apiVersion: 'apps/v1', module: 'apps.v1', workload: true, topLevel: true },
  { kind: 'StorageClass', apiVersion: 'storage.k8s.io/v1', module: 'storage.v1', workload: false, topLevel: true },
  {
    kind: 'ValidatingAdmissionPolicy',
    apiVersion: 'admissionregistration.k8s.io/v1',
    module: 'admissionregistration.v1',
    workload: false,
    topLevel: true,
  },
  {
    kind: 'ValidatingAdmissionPolicyBinding',
    apiVersion: 'admissionregistration.k8s.io/v1',
    module: 'admissionregistration.v1',
    workload: false,
    topLevel: true,
  },
  {
    kind: 'ValidatingWebhookConfiguration',
    apiVersion: 'admissionregistration.k8s.io/v1',
    module: 'admissionregistration.v1',
    workload: false,
    topLevel: true,
  },
  {
    kind: 'VolumeAttributesClass',
    apiVersion: 'storage.k8s.io/v1',
    module: 'storage.v1',
    workload: false,
    topLevel: false,
  },
];

// The Kubernetes API reference has a page per kind and version, in a folder per API group named as `anemos.k8s`
// names the group: https://kubernetes.io/docs/reference/kubernetes-api/apps/deployment-v1/. A version the current
// reference no longer documents links to the reference of Kubernetes 1.34, the release the 0.2 classes come from.
const referenceOf134: Readonly<Record<string, string>> = {
  PodCertificateRequest:
    'https://v1-34.docs.kubernetes.io/docs/reference/kubernetes-api/authentication-resources/pod-certificate-request-v1alpha1/',
};

/** `CSIDriver` → `csi-driver`, `HorizontalPodAutoscaler` → `horizontal-pod-autoscaler`. */
const kebabCase = (name: string) =>
  name
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** The page of a kind in the Kubernetes API reference on kubernetes.io. */
export function referencePage({ kind, module }: TypedKind): string {
  const [group, version] = module.split('.');
  return (
    referenceOf134[kind] ??
    `https://kubernetes.io/docs/reference/kubernetes-api/${group}/${kebabCase(kind)}-${version}/`
  );
}
