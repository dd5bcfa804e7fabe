import { KubernetesResource } from "./kubernetesResourceInfo";

/**
 * Groups every setting a {@link Builder} needs: the target cluster, the environment and
 * where output files go.
 *
 * @remarks
 * You only need this class when you want full control, for example to set
 * {@link OutputConfiguration.outputPath} or to register extra API kinds through
 * {@link KubernetesCluster.additionalResources}. For the common case, the
 * {@link Builder} constructor that takes a version, a distribution and an environment type
 * creates these options for you.
 *
 * Inside an action, the same object is available as {@link BuildContext.builderOptions}.
 *
 * @example
 * ```ts
 * const options = new anemos.BuilderOptions(
 *     new anemos.KubernetesCluster(new anemos.Version("1.31"), anemos.KubernetesDistribution.Minikube),
 *     new anemos.Environment("staging", anemos.EnvironmentType.Testing));
 *
 * const builder = new anemos.Builder(options);
 * ```
 */
export declare class BuilderOptions {
    /**
     * Creates the options from their three parts.
     *
     * @param kubernetesCluster - The cluster the manifests are generated for.
     * @param environment - The environment (name and type) the manifests are generated for.
     * @param outputConfiguration - Optional output settings. Leave it out to use the default output folder.
     */
    constructor(
        kubernetesCluster: KubernetesCluster,
        environment: Environment,
        outputConfiguration?: OutputConfiguration,
    );

    /** The environment the manifests are generated for. */
    environment: Environment;

    /** The Kubernetes cluster the manifests are generated for. */
    kubernetesCluster: KubernetesCluster;

    /**
     * Output settings. When this is not set, the defaults described on
     * {@link OutputConfiguration} apply.
     */
    outputConfiguration?: OutputConfiguration;
}

/**
 * Describes the environment the manifests are meant for, such as development or production.
 *
 * @remarks
 * Components can read it through {@link BuildContext.builderOptions} and adapt what they
 * generate, for example by using more replicas in production.
 *
 * When a {@link Builder} is created from a version, a distribution and an environment type,
 * the environment's {@link Environment.name | name} is the runtime value of the type
 * (`"dev"`, `"test"` or `"prod"`).
 */
export declare class Environment {
    /**
     * Creates an environment description.
     *
     * @param name - A name of your choice for the environment, for example `"staging"`.
     * @param type - The kind of environment.
     */
    constructor(name: string, type: EnvironmentType);

    /** The name of the environment. */
    name: string;

    /** The kind of environment: development, testing or production. */
    type: EnvironmentType;
}

/**
 * The kind of environment the manifests are generated for.
 *
 * @remarks
 * The declaration has no initializers, so TypeScript treats the members as the numbers
 * 0, 1 and 2. At run time the native module supplies string values instead: `"dev"`,
 * `"test"` and `"prod"`. Compare against the members by name and do not depend on the
 * underlying values.
 */
export declare enum EnvironmentType {
    /** A development environment. Runtime value: `"dev"`. */
    Development,
    /** A testing or staging environment. Runtime value: `"test"`. */
    Testing,
    /** A production environment. Runtime value: `"prod"`. */
    Production,
}

/**
 * Describes the Kubernetes cluster the manifests are generated for.
 *
 * @remarks
 * The version selects the built-in list of API kinds that
 * {@link BuildContext.kubernetesResourceInfo} starts with. Lists exist for Kubernetes 1.26
 * to 1.31. A newer 1.x version falls back to the 1.31 list and logs a warning; an older
 * version is rejected as unsupported.
 */
export declare class KubernetesCluster {
    /**
     * Creates a cluster description.
     *
     * @param version - The Kubernetes version of the cluster, for example `new Version("1.31")`.
     * @param distribution - The Kubernetes distribution the cluster runs.
     * @param additionalResources - Optional API kinds to register on top of the built-in ones,
     *   such as the kinds defined by custom resource definitions.
     */
    constructor(version: Version, distribution: KubernetesDistribution, additionalResources?: KubernetesResource[]);

    /** The Kubernetes distribution of the cluster. */
    distribution: KubernetesDistribution;

    /** The Kubernetes version of the cluster. */
    version: Version;

    /**
     * Extra API kinds to register in {@link BuildContext.kubernetesResourceInfo}, in addition
     * to the built-in kinds of {@link KubernetesCluster.version}.
     */
    additionalResources?: KubernetesResource[];
}

/**
 * The Kubernetes distribution the cluster runs.
 *
 * @remarks
 * Packages can use it to emit distribution-specific resources, for example an OpenShift
 * Route instead of an Ingress.
 *
 * The declaration has no initializers, so TypeScript treats the members as the numbers
 * 0 to 7. At run time the native module supplies lower-case strings instead: `"aks"`,
 * `"eks"`, `"gke"`, `"k3s"`, `"kubeadm"`, `"microk8s"`, `"minikube"` and `"openshift"`.
 * Compare against the members by name and do not depend on the underlying values.
 */
export declare enum KubernetesDistribution {
    /** Azure Kubernetes Service. Runtime value: `"aks"`. */
    AKS,
    /** Amazon Elastic Kubernetes Service. Runtime value: `"eks"`. */
    EKS,
    /** Google Kubernetes Engine. Runtime value: `"gke"`. */
    GKE,
    /** K3s. Runtime value: `"k3s"`. */
    K3S,
    /** A cluster set up with kubeadm. Runtime value: `"kubeadm"`. */
    Kubeadm,
    /** MicroK8s. Runtime value: `"microk8s"`. */
    MicroK8S,
    /** Minikube. Runtime value: `"minikube"`. */
    Minikube,
    /** Red Hat OpenShift. Runtime value: `"openshift"`. */
    OpenShift,
}

/**
 * Settings for where the build writes its output.
 */
export declare class OutputConfiguration {
    /**
     * The folder the output is written to.
     *
     * @remarks
     * When this is not set, the `ANEMOS_OUTPUT_PATH` environment variable is used if present
     * (a relative value is resolved against the main script's folder, an absolute one is used
     * as is). Otherwise the output goes to a folder named `output` next to the main script,
     * not to the shell's working directory.
     *
     * The folder must be inside the main script's folder. It is deleted at the start of the
     * output phase of every build, so do not keep hand-written files in it.
     */
    outputPath?: string;
}

/**
 * A semantic version such as `"1.31"` or `"1.31.2"`, used for the Kubernetes version of the
 * target cluster.
 */
export declare class Version {
    /**
     * Parses a version string.
     *
     * @param version - The version text, for example `"1.31"` or `"1.31.2"`.
     */
    constructor(version: string);
}
