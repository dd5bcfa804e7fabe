// Types of the hello world package that https://anemos.sh/examples/hello-world.js holds, for TypeScript and for
// editors. Saved as index.d.ts beside that script, saved as index.js, they make a package folder.
import type { Builder, Component } from "@ohayocorp/anemos";

/** Settings of the Service in front of the echo server. */
export interface ServiceOptions {
  /** Service type. Defaults to "ClusterIP". */
  type?: string;
  /** Port the Service listens on. Defaults to 80. */
  port?: number;
}

/** Settings of the optional Ingress. Leave `ingress` out to skip the Ingress. */
export interface IngressOptions {
  /** Host name that routes to the Service. */
  host: string;
  /** Path that routes to the Service. Defaults to "/". */
  path?: string;
  /** Path matching rule. Defaults to "Prefix". */
  pathType?: string;
}

/** Options accepted by `add`. Every field is optional. */
export interface Options {
  /** Name of every object, of the `app` label and of the document group. Defaults to "anemos-hello-world". */
  name?: string;
  /** Namespace of the objects. Defaults to "default". */
  namespace?: string;
  /** Container image. Defaults to "hashicorp/http-echo:1.0". */
  image?: string;
  /** Number of pods. Defaults to 1. */
  replicaCount?: number;
  /** Port the echo server listens on. Defaults to 5678. */
  containerPort?: number;
  /** Service settings. */
  service?: ServiceOptions;
  /** Ingress settings. An Ingress is added only when this is set. */
  ingress?: IngressOptions;
}

/** Adds the hello world application to a builder and returns the component that generates it. */
export declare function add(builder: Builder, options?: Options): Component;
