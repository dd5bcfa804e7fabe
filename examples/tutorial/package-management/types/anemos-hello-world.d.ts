// Stand-in type declarations for the published @ohayocorp/anemos-hello-world package.
// The real package ships its own declarations; this file only lets the tutorial examples be type-checked
// without installing it, and it declares just the options the tutorial uses.
declare module "@ohayocorp/anemos-hello-world" {
  import type { Builder } from "@ohayocorp/anemos";

  /** Settings of the hello-world package. Every field is optional. */
  export interface Options {
    /** Name of the generated resources and of the document group that holds them. */
    name?: string;
    /** Number of Pods the Deployment keeps running. */
    replicaCount?: number;
  }

  /** Adds the hello-world manifests to the builder. */
  export function add(builder: Builder, options?: Options): void;
}
