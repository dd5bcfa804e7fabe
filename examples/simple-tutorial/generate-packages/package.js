// A package in its simplest form: one function that adds documents to a builder.

/**
 * Options of the package. Every field is optional.
 * @typedef {object} Options
 * @property {string} [name] Name of the objects and of the document group.
 * @property {string} [namespace] Namespace of the objects.
 * @property {string} [image] Container image of the Pod.
 */

/**
 * Adds a Pod and a Service to the builder.
 * @param {import("@ohayocorp/anemos").Builder} builder
 * @param {Options} [options]
 */
function add(builder, options) {
  // Fall back to defaults for every option that is not given.
  const name = options?.name ?? "package";
  const namespace = options?.namespace ?? "default";
  const image = options?.image ?? "nginx";

  // The first argument is the document group. Both documents share it.
  builder.addDocument(
    name,
    "pod.yaml",
    `
    apiVersion: v1
    kind: Pod
    metadata:
      name: ${name}
      namespace: ${namespace}
      labels:
        app: ${name}
    spec:
      containers:
        - name: main
          image: ${image}
          ports:
            - name: http
              containerPort: 80
    `,
  );

  // A plain object works too. Anemos converts it to YAML.
  builder.addDocument(name, "service.yaml", {
    apiVersion: "v1",
    kind: "Service",
    metadata: {
      name: name,
      namespace: namespace,
    },
    spec: {
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
  });
}

module.exports = { add };
