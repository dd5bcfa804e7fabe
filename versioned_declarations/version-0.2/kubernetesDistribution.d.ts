/**
 * The Kubernetes distribution a build targets, as a string. The constants of
 * {@link kubernetesDistribution} hold the predefined values, each equal to its own name, but any
 * string is accepted.
 *
 * @remarks
 * Packages can read it to emit distribution-specific resources, for example an OpenShift Route
 * instead of an Ingress. `anemos apply` detects the distribution of the cluster it connects to.
 */
export type KubernetesDistribution = string;

/** No particular distribution: `"unknown"`. It is the distribution of a {@link Builder} created without arguments. */
export declare const unknown: KubernetesDistribution;

/** Azure Kubernetes Service: `"aks"`. */
export declare const aks: KubernetesDistribution;

/** Amazon Elastic Kubernetes Service: `"eks"`. */
export declare const eks: KubernetesDistribution;

/** Google Kubernetes Engine: `"gke"`. */
export declare const gke: KubernetesDistribution;

/** K3s: `"k3s"`. */
export declare const k3s: KubernetesDistribution;

/** A cluster set up with kubeadm: `"kubeadm"`. */
export declare const kubeadm: KubernetesDistribution;

/** MicroK8s: `"microk8s"`. */
export declare const microk8s: KubernetesDistribution;

/** Minikube: `"minikube"`. */
export declare const minikube: KubernetesDistribution;

/** Red Hat OpenShift: `"openshift"`. */
export declare const openshift: KubernetesDistribution;
