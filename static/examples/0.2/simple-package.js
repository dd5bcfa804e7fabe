// Simple package of the Anemos 0.2 docs, served at
// https://anemos.sh/examples/0.2/simple-package.js and written for v0.2.1.
// It adds a Pod running an HTTP echo server and a Service in front of it.
// Both documents join a group named after `name`, so they are written to one
// folder and applied as one apply set.

/**
 * Options accepted by `add`. Every field is optional.
 * @typedef {object} Options
 * @property {string} [name] Name of the Pod, the Service and the document group. Defaults to "simple-package".
 * @property {string} [namespace] Namespace of both objects. Defaults to "default".
 * @property {string} [image] Container image. Defaults to "hashicorp/http-echo:1.0".
 */

/**
 * Adds the Pod and the Service to a builder.
 * @param {import("@ohayocorp/anemos").Builder} builder
 * @param {Options} [options]
 */
function add(builder, options) {
  const name = options?.name ?? "simple-package";
  const namespace = options?.namespace ?? "default";
  const image = options?.image ?? "hashicorp/http-echo:1.0";

  // The Pod comes from YAML text.
  builder.addDocument({
    documentGroup: name,
    content: `
      apiVersion: v1
      kind: Pod
      metadata:
        name: ${name}
        namespace: ${namespace}
        labels:
          app: ${name}
      spec:
        containers:
          - name: echo
            image: ${image}
            args:
              - "-text=Hello from a simple package"
            ports:
              - name: http
                containerPort: 5678
    `,
  });

  // The Service comes from a plain object.
  builder.addDocument({
    documentGroup: name,
    content: {
      apiVersion: "v1",
      kind: "Service",
      metadata: {
        name: name,
        namespace: namespace,
      },
      spec: {
        type: "ClusterIP",
        selector: {
          app: name,
        },
        ports: [
          {
            name: "http",
            port: 80,
            targetPort: "http",
          },
        ],
      },
    },
  });
}

module.exports = { add };
