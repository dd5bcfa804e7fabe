import { BuildContext } from "./buildContext";
import { Provisioner } from "./provisioner";
import { Step } from "./step";

/**
 * A callback of a {@link Component} paired with the {@link Step} it is registered for.
 *
 * @remarks
 * This class only describes the shape of the items of {@link Component.actions}; create actions
 * with {@link Component.addAction}. At v0.2.1 the runtime has no `anemos.Action`, and reading an
 * element of `component.actions` throws, so do not rely on reading actions back.
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
 * A building block of a build: a set of callbacks, each registered for a {@link Step}, that a
 * {@link Builder} runs in step order.
 *
 * @remarks
 * A component usually stands for one application, or for one change that applies across
 * applications, such as a label on every document. Write one as a class that extends `Component`
 * and registers its actions in its constructor with {@link Component.addAction}, then register it
 * with {@link Builder.addComponent}. Write the callbacks as arrow-function properties, as in the
 * example, so that `this` is the component inside them.
 *
 * Actions of all components run in step order; actions that share a step run in the order their
 * components were registered. A builder already holds the default components (see
 * {@link Builder}) before you add yours.
 *
 * @example
 * ```ts
 * import * as anemos from "@ohayocorp/anemos";
 *
 * class WebApp extends anemos.Component {
 *     constructor() {
 *         super();
 *         this.setIdentifier("web-app");
 *         this.addAction(anemos.steps.generateResources, this.generateResources);
 *     }
 *
 *     generateResources = (context: anemos.BuildContext) => {
 *         context.addDocument({
 *             documentGroup: "web-app",
 *             content: {
 *                 apiVersion: "v1",
 *                 kind: "ConfigMap",
 *                 metadata: { name: "web-app" },
 *                 data: { mode: "demo" },
 *             },
 *         });
 *     };
 * }
 *
 * const builder = new anemos.Builder();
 * builder.addComponent(new WebApp());
 * builder.build(); // writes output/manifests/web-app/configmap-web-app.yaml
 * ```
 */
export declare class Component {
    /**
     * The actions of this component, in the order they were added.
     *
     * @remarks
     * Only the length of this list can be read at v0.2.1; reading one of its elements throws. Add
     * actions with {@link Component.addAction}.
     */
    actions: ReadonlyArray<Action>;

    /**
     * Adds an action that runs the callback at the given step.
     *
     * @remarks
     * Add actions in the constructor, or from an earlier step of the same component for a later
     * step of the running build.
     *
     * @param step - The step at which the callback runs, for example one of {@link steps}.
     * @param callback - The work to do; it receives the {@link BuildContext} of the build.
     */
    addAction(step: Step, callback: (context: BuildContext) => void): void;

    /**
     * Reads a value stored with {@link Component.setCustomData}.
     *
     * @param key - The key the value was stored under.
     * @returns The value, or `null` when nothing is stored under the key.
     */
    getCustomData(key: string): any | null;

    /**
     * Stores any value on the component, for example to share it with other components.
     *
     * @param key - The key to store the value under.
     * @param value - The value to store.
     */
    setCustomData(key: string, value: any): void;

    /**
     * Reads a text value stored with {@link Component.setMetadata}.
     *
     * @param key - The key the value was stored under.
     * @returns The value, or `null` when nothing is stored under the key.
     */
    getMetadata(key: string): string | null;

    /**
     * Stores a text value on the component. The identifier and the component type are metadata too,
     * under the keys `identifier` and `component-type`.
     *
     * @param key - The key to store the value under.
     * @param value - The text to store.
     */
    setMetadata(key: string, value: string): void;

    /**
     * Reads the identifier of the component, a name that lets other code find it in
     * {@link Builder.components}.
     *
     * @remarks
     * The built-in components use their component type as identifier, for example `"sort-fields"`
     * or `"collect-crds"`.
     *
     * @returns The identifier, or `null` when none is set.
     */
    getIdentifier(): string | null;

    /**
     * Sets the identifier of the component.
     *
     * @param identifier - The identifier, usually unique within a builder.
     */
    setIdentifier(identifier: string): void;

    /**
     * Reads the component type, a name shared by every component made by the same code, such as
     * `"set-labels"`.
     *
     * @returns The component type, or `null` when none is set.
     */
    getComponentType(): string | null;

    /**
     * Sets the component type.
     *
     * @param componentType - The component type.
     */
    setComponentType(componentType: string): void;

    /**
     * Makes every document group this component adds wait for a provisioner when the manifests are
     * applied.
     *
     * @remarks
     * The call adds an action at {@link steps.specifyProvisionerDependencies} that makes the apply and
     * wait provisioners of each group this component added run after the given provisioner.
     *
     * @param provisioner - The provisioner to run first, for example
     *   {@link DocumentGroup.waitProvisioner} of another group.
     */
    provisionAfter(provisioner: Provisioner): void;

    /**
     * Makes every document group this component adds go before a provisioner when the manifests are
     * applied.
     *
     * @remarks
     * The call adds an action at {@link steps.specifyProvisionerDependencies} that makes the apply and
     * wait provisioners of each group this component added run before the given provisioner.
     *
     * @param provisioner - The provisioner to run afterwards.
     */
    provisionBefore(provisioner: Provisioner): void;

    /**
     * Makes every document group this component adds be applied after the groups another component
     * adds, once those are applied and ready.
     *
     * @remarks
     * The call adds an action at {@link steps.specifyProvisionerDependencies} that calls
     * {@link DocumentGroup.provisionAfter} for each pair of groups.
     *
     * @example
     * ```ts
     * const database = new Database();
     * const webApp = new WebApp();
     * webApp.provisionAfter(database);
     * builder.addComponent(database);
     * builder.addComponent(webApp);
     * ```
     *
     * @param component - The component whose groups go first.
     */
    provisionAfter(component: Component): void;

    /**
     * Makes every document group this component adds be applied, and ready, before the groups
     * another component adds.
     *
     * @remarks
     * The call adds an action at {@link steps.specifyProvisionerDependencies} that calls
     * {@link DocumentGroup.provisionBefore} for each pair of groups.
     *
     * @param component - The component whose groups go afterwards.
     */
    provisionBefore(component: Component): void;
}
