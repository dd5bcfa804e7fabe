// Stand-in for the type information of @ohayocorp/anemos-hello-world, used only to type-check this site's examples
// without installing the package. It declares just the `add` call and the two options that the tutorial passes.
declare module "@ohayocorp/anemos-hello-world" {
  import type { Builder } from "@ohayocorp/anemos";

  /** The options the tutorial passes to the package. */
  export interface Options {
    /** The name the tutorial gives the installed application: `example-hello-world`. */
    name?: string;
    /** The replica count the tutorial asks for. */
    replicaCount?: number;
  }

  /** Registers the package's manifests with the builder. */
  export function add(builder: Builder, options?: Options): void;
}
