// Stands in for the type declarations of @ohayocorp/anemos-hello-world 1.0.3, so that this site can type-check
// the tutorial's examples without installing the package. It declares only what the tutorial uses: the `add` call
// and the `name` option.
declare module "@ohayocorp/anemos-hello-world" {
  import type { Builder } from "@ohayocorp/anemos";

  /** The option the tutorial passes to the package. */
  export interface Options {
    /** The name of the package's objects and of their document group: `example-hello-world` in the tutorial. */
    name?: string;
  }

  /** Registers the package's component with the builder. */
  export function add(builder: Builder, options?: Options): void;
}
