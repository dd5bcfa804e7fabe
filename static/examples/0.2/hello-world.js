// Hello world package of the Anemos 0.2 docs, served at
// https://anemos.sh/examples/0.2/hello-world.js and written for v0.2.1.
// It runs a small HTTP echo server: a Deployment, a Service and, when you pass
// `ingress` options, an Ingress. Every document joins a group named after
// `name`. Apply it with
// `anemos apply https://anemos.sh/examples/0.2/hello-world.js`, or require it
// from your own script and call `add(builder, options)`.

const anemos = require("@ohayocorp/anemos");

/**
 * Settings of the Service in front of the echo server.
 * @typedef {object} ServiceOptions
 * @property {string} [type] Service type. Defaults to "ClusterIP".
 * @property {number} [port] Port the Service listens on. Defaults to 80.
 */

/**
 * Settings of the optional Ingress. Leave `ingress` out to skip the Ingress.
 * @typedef {object} IngressOptions
 * @property {string} host Host name that routes to the Service. Required.
 * @property {string} [path] Path that routes to the Service. Defaults to "/".
 * @property {string} [pathType] Path matching rule. Defaults to "Prefix".
 */

/**
 * Options accepted by `add`. Every field is optional.
 * @typedef {object} Options
 * @property {string} [name] Name of every object, of the `app` label and of the document group.
 *   Defaults to "anemos-hello-world".
 * @property {string} [namespace] Namespace of the objects. Defaults to "default".
 * @property {string} [image] Container image. Defaults to "hashicorp/http-echo:1.0".
 * @property {number} [replicaCount] Number of pods. Defaults to 1.
 * @property {number} [containerPort] Port the echo server listens on. Defaults to 5678.
 * @property {ServiceOptions} [service] Service settings.
 * @property {IngressOptions} [ingress] Ingress settings. An Ingress is added only when this is set.
 */

/**
 * Options after the sanitize step has filled in every default.
 * @typedef {object} ResolvedOptions
 * @property {string} name
 * @property {string} namespace
 * @property {string} image
 * @property {number} replicaCount
 * @property {number} containerPort
 * @property {{ type: string, port: number }} service
 * @property {{ host: string, path: string, pathType: string } | undefined} ingress
 */

class HelloWorld extends anemos.Component {
  /**
   * @param {Options} options
   */
  constructor(options) {
    super();

    /** @type {Options} */
    this.options = options;

    /** @type {ResolvedOptions | undefined} */
    this.resolved = undefined;

    this.addAction(anemos.steps.sanitize, this.sanitize);
    this.addAction(anemos.steps.generateResources, this.generateResources);
  }

  // The actions are arrow functions stored on the component, so `this` is
  // always the component when Anemos calls them.
  sanitize = () => {
    const options = this.options;
    const service = options.service ?? {};
    const ingress = options.ingress;

    if (ingress && !ingress.host) {
      throw new Error(
        "hello-world: ingress.host is required when ingress is set",
      );
    }

    this.resolved = {
      name: options.name ?? "anemos-hello-world",
      namespace: options.namespace ?? "default",
      image: options.image ?? "hashicorp/http-echo:1.0",
      replicaCount: options.replicaCount ?? 1,
      containerPort: options.containerPort ?? 5678,
      service: {
        type: service.type ?? "ClusterIP",
        port: service.port ?? 80,
      },
      ingress: ingress
        ? {
            host: ingress.host,
            path: ingress.path ?? "/",
            pathType: ingress.pathType ?? "Prefix",
          }
        : undefined,
    };
  };

  /**
   * @param {anemos.BuildContext} context
   */
  generateResources = (context) => {
    const options = this.resolved;
    if (!options) {
      throw new Error("hello-world: options were not sanitized");
    }

    // The documents have no file names of their own, so each one is written
    // as <kind>-<name>.yaml in the group's folder.
    const group = new anemos.DocumentGroup(options.name);

    group.addDocument(
      new anemos.Document(`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: ${options.name}
          namespace: ${options.namespace}
          labels:
            app: ${options.name}
        spec:
          replicas: ${options.replicaCount}
          selector:
            matchLabels:
              app: ${options.name}
          template:
            metadata:
              labels:
                app: ${options.name}
            spec:
              containers:
                - name: http-echo
                  image: ${options.image}
                  args:
                    - "-listen=:${options.containerPort}"
                    - "-text=Hello from Anemos"
                  ports:
                    - name: http
                      containerPort: ${options.containerPort}
      `),
    );

    group.addDocument(
      new anemos.Document(`
        apiVersion: v1
        kind: Service
        metadata:
          name: ${options.name}
          namespace: ${options.namespace}
          labels:
            app: ${options.name}
        spec:
          type: ${options.service.type}
          selector:
            app: ${options.name}
          ports:
            - name: http
              port: ${options.service.port}
              targetPort: http
      `),
    );

    if (options.ingress) {
      group.addDocument(
        new anemos.Document(`
          apiVersion: networking.k8s.io/v1
          kind: Ingress
          metadata:
            name: ${options.name}
            namespace: ${options.namespace}
            labels:
              app: ${options.name}
          spec:
            rules:
              - host: ${options.ingress.host}
                http:
                  paths:
                    - path: ${options.ingress.path}
                      pathType: ${options.ingress.pathType}
                      backend:
                        service:
                          name: ${options.name}
                          port:
                            number: ${options.service.port}
        `),
      );
    }

    context.addDocumentGroup(group);
  };
}

/**
 * Adds the hello world application to a builder.
 * @param {anemos.Builder} builder
 * @param {Options} [options]
 * @returns {anemos.Component}
 */
function add(builder, options) {
  const component = new HelloWorld(options ?? {});
  builder.addComponent(component);
  return component;
}

module.exports = { add };
