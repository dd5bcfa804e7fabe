import { EnvironmentType } from "./environmentType";
import { KubernetesDistribution } from "./kubernetesDistribution";
import { KubernetesResource } from "./kubernetesResourceInfo";

/**
 * Groups every setting a {@link Builder} has: the target cluster, the environment and where the
 * output goes.
 *
 * @remarks
 * Most programs do not need this class: `new anemos.Builder()` uses defaults, and the constructor
 * that takes a version, a distribution and an environment type covers the common choices. Use it to
 * name the environment, to set {@link OutputConfiguration.outputPath} or to register extra API
 * kinds through {@link KubernetesCluster.additionalResources}.
 *
 * Inside an action, the same object is available as {@link BuildContext.builderOptions}.
 *
 * @example
 * ```ts
 * const options = new anemos.BuilderOptions(
 *     new anemos.KubernetesCluster(new anemos.Version("1.31"), anemos.kubernetesDistribution.minikube),
 *     new anemos.Environment("staging", anemos.environmentType.testing));
 *
 * const builder = new anemos.Builder(options);
 * ```
 */
export declare class BuilderOptions {
    /**
     * Creates the options from their parts.
     *
     * @param kubernetesCluster - The cluster the manifests are generated for.
     * @param environment - The environment (name and type) the manifests are generated for.
     * @param outputConfiguration - Optional output settings. Leave it out to use the default output
     *   folder.
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
     * Output settings. A builder fills this in when it is created, so on
     * {@link Builder.options} and {@link BuildContext.builderOptions} it is always set.
     */
    outputConfiguration?: OutputConfiguration;
}

/**
 * The environment a build targets: a name of your choice and an {@link EnvironmentType | environment type}.
 *
 * @remarks
 * Components can read it through {@link BuildContext.builderOptions} and adapt what they generate,
 * for example by running more replicas in production. {@link BuildContext.isDevelopment} and
 * {@link BuildContext.isProduction} are shortcuts for the two most common checks.
 */
export declare class Environment {
    /**
     * Creates an environment description.
     *
     * @param name - A name of your choice for the environment, for example `"staging"`.
     * @param type - The kind of environment, usually one of the constants of {@link environmentType}.
     */
    constructor(name: string, type: EnvironmentType);

    /** The name of the environment. */
    name: string;

    /** The kind of environment, for example `"dev"` or `"prod"`. */
    type: EnvironmentType;
}

/**
 * The target cluster of a build: its Kubernetes version, its distribution and any extra API kinds.
 *
 * @remarks
 * The version selects the built-in list of API kinds that {@link BuildContext.kubernetesResourceInfo}
 * starts with. Lists exist for Kubernetes 1.26 to 1.33, and 1.33 is the default. At v0.2.1 a version
 * above 1.33 makes {@link Builder.build} fail, and an older version is rejected as unsupported.
 */
export declare class KubernetesCluster {
    /**
     * Creates a cluster description.
     *
     * @param version - The Kubernetes version of the cluster, for example `new anemos.Version("1.31")`.
     * @param distribution - The Kubernetes distribution the cluster runs, usually one of the constants
     *   of {@link kubernetesDistribution}.
     * @param additionalResources - Optional API kinds to register on top of the built-in ones, such as
     *   the kinds that custom resource definitions add.
     */
    constructor(version: Version, distribution: KubernetesDistribution, additionalResources?: KubernetesResource[]);

    /** The Kubernetes distribution of the cluster, for example `"minikube"`. */
    distribution: KubernetesDistribution;

    /** The Kubernetes version of the cluster. */
    version: Version;

    /**
     * Extra API kinds to register in {@link BuildContext.kubernetesResourceInfo}, in addition to the
     * built-in kinds of {@link KubernetesCluster.version}.
     */
    additionalResources?: KubernetesResource[];
}

/**
 * Where a build writes its files: the output folder, whose `manifests` subfolder receives the manifests.
 */
export declare class OutputConfiguration {
    /**
     * The folder the output is written to; the manifests go to its `manifests` subfolder.
     *
     * @remarks
     * When this is not set, the builder picks the folder when it is created: the value of the
     * `ANEMOS_OUTPUT_PATH` environment variable if it is set (a relative value is resolved against
     * the main script's folder), otherwise a folder named `output` next to the main script. The
     * shell's working directory plays no part, although the declarations that v0.2.1 writes say so.
     *
     * The folder must be inside the main script's folder. It is deleted at the start of the output
     * phase of every build (see {@link Builder.deleteOutputDirectory}), so do not keep hand-written
     * files in it.
     */
    outputPath?: string;
}

/**
 * A semantic version such as `"1.31"` or `"1.31.2"`, used for the Kubernetes version of the target
 * cluster. It has no members to read.
 */
export declare class Version {
    /**
     * Parses a version string.
     *
     * @param version - The version text, for example `"1.31"` or `"1.31.2"`.
     */
    constructor(version: string);
}
