import { BuildContext } from "./buildContext";
import { Step } from "./step";

/**
 * One piece of work inside a {@link Component}: a callback together with the {@link Step}
 * at which it runs.
 *
 * @remarks
 * You rarely create actions yourself. {@link Component.addAction} creates them, and
 * {@link Builder.build} runs them sorted by their step.
 */
export declare class Action {
    /** The step at which {@link Action.callback} runs. */
    step: Step;

    /**
     * The work to do. The builder calls it with the {@link BuildContext} of the running build.
     *
     * @param context - The context of the running build.
     */
    callback: (context: BuildContext) => void;
}

/**
 * A reusable unit of a build, made of {@link Action | actions} that run at chosen
 * {@link Step | steps}.
 *
 * @remarks
 * A component usually stands for one application, or for one change that applies across
 * applications (for example adding an annotation to every Ingress). The common way to write
 * one is a class that extends `Component` and registers its actions in its constructor with
 * {@link Component.addAction}. Register the component on a builder with
 * {@link Builder.addComponent}.
 *
 * Actions of different components run in step order. Actions that share a step run in the
 * order their components were added to the builder.
 *
 * @example
 * ```ts
 * import * as anemos from "@ohayocorp/anemos";
 *
 * class WebApp extends anemos.Component {
 *     constructor() {
 *         super();
 *         this.addAction(anemos.steps.generateResources, (context) => {
 *             context.addDocument("config.yaml", {
 *                 apiVersion: "v1",
 *                 kind: "ConfigMap",
 *                 metadata: { name: "web-app" },
 *                 data: { mode: "demo" },
 *             });
 *         });
 *     }
 * }
 *
 * const builder = new anemos.Builder(
 *     "1.31",
 *     anemos.KubernetesDistribution.Minikube,
 *     anemos.EnvironmentType.Development,
 * );
 * builder.addComponent(new WebApp());
 * builder.build();
 * ```
 */
export declare class Component {
    /** The actions of this component. Add new ones with {@link Component.addAction}. */
    actions: ReadonlyArray<Action>;

    /**
     * Registers work to run when the build reaches a step.
     *
     * @remarks
     * Use one of the predefined {@link steps} or create your own {@link Step} to run between
     * them.
     *
     * You can also call this while the build runs, usually from an action of the same
     * component. If the component is already registered on the builder and the step comes
     * after the one that is running, the new action runs when the build reaches that step.
     * Keep to that case, because the builder does not reject the others: an action of a
     * component added during the build never runs, and an action for a step that has already
     * run is skipped. A step that sorts before the running one can also make the builder run
     * the current step a second time, or stop the build with an error.
     *
     * @param step - The step at which the callback runs.
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     */
    addAction(step: Step, callback: (context: BuildContext) => void): void;

    /**
     * Reads a value stored with {@link Component.setCustomData}.
     *
     * @param key - The key the value was stored under.
     * @returns The stored value, or `null` when nothing is stored under the key.
     */
    getCustomData(key: string): any | null;

    /**
     * Stores a value of any type on this component. The builder does not use it; it is there
     * for your own code.
     *
     * @param key - The key to store the value under.
     * @param value - The value to store.
     */
    setCustomData(key: string, value: any): void;

    /**
     * Reads a metadata entry stored with {@link Component.setMetadata}.
     *
     * @param key - The key of the entry.
     * @returns The entry's text, or `null` when the key is not set.
     */
    getMetadata(key: string): string | null;

    /**
     * Tags this component with a string key and value.
     *
     * @param key - The key of the entry.
     * @param value - The text to store.
     */
    setMetadata(key: string, value: string): void;

    /**
     * Reads the identifier set with {@link Component.setIdentifier}.
     *
     * @remarks
     * The built-in components use these identifiers: `delete-output-directory`,
     * `write-documents`, `collect-crds`, `collect-namespaces` and
     * `apply-<applySetParentNamespace>-<applySetParentName>`.
     *
     * @returns The identifier, or `null` when none is set.
     */
    getIdentifier(): string | null;

    /**
     * Gives this component a unique identifier so that other components can find it.
     *
     * @param identifier - The identifier to use.
     */
    setIdentifier(identifier: string): void;

    /**
     * Reads the category label set with {@link Component.setComponentType}.
     *
     * @returns The component type, or `null` when none is set.
     */
    getComponentType(): string | null;

    /**
     * Labels this component with a category, so that components of the same kind can be
     * recognized.
     *
     * @param componentType - The category label.
     */
    setComponentType(componentType: string): void;
}
