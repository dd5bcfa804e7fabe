// A package in its simplest form: one function that adds documents to a
// builder (Anemos 0.2).

/**
 * Options of the package. Every field is optional.
 * @typedef {object} Options
 * @property {string} [name] Name of the objects and of their document group.
 * @property {string} [namespace] Namespace of the objects.
 * @property {string} [image] Container image of the Pod.
 */

/**
 * Adds a Pod and a Service to the builder.
 * @param {import("@ohayocorp/anemos").Builder} builder
 * @param {Options} [options]
 */
function add(builder, options) {
  // Use a default for every option that is not given.
  const name = options?.name ?? "package";
  const namespace = options?.namespace ?? "default";
  const image = options?.image ?? "nginx";

  // `documentGroup` names the group the document joins. Both documents use
  // the package name, so they share one folder and one apply set.
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
          - name: main
            image: ${image}
            ports:
              - name: http
                containerPort: 80
    `,
  });

  // The content can also be a plain object. Anemos uses the object itself as
  // the document.
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
