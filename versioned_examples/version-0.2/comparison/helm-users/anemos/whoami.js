// The whoami chart of the "Anemos for Helm users" page, rewritten as an
// Anemos 0.2 package: one function that adds the chart's two objects to a
// builder.

/**
 * What the chart keeps in values.yaml. Every field is optional, and each one
 * left out takes the chart's default.
 * @typedef {object} Options
 * @property {string} [name] Names the objects and their document group, as the release name does in Helm.
 * @property {number} [replicaCount] Number of Pods.
 * @property {{ repository?: string, tag?: string }} [image] Container image.
 * @property {{ enabled?: boolean, port?: number }} [service] Whether to add the Service, and its port.
 */

/**
 * The labels both objects carry. A function, so each object gets its own copy.
 * @param {string} name
 */
const labelsOf = (name) => ({
  "app.kubernetes.io/name": "whoami",
  "app.kubernetes.io/instance": name,
});

/**
 * Adds the Deployment and, unless it is turned off, the Service.
 * @param {import("@ohayocorp/anemos").Builder} builder
 * @param {Options} [options]
 */
function add(builder, options) {
  const name = options?.name ?? "whoami";
  const repository = options?.image?.repository ?? "traefik/whoami";
  const tag = options?.image?.tag ?? "v1.10";

  // templates/deployment.yaml, as a plain object.
  builder.addDocument({
    documentGroup: name,
    content: {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: {
        name: name,
        labels: labelsOf(name),
      },
      spec: {
        replicas: options?.replicaCount ?? 1,
        selector: {
          matchLabels: { "app.kubernetes.io/instance": name },
        },
        template: {
          metadata: { labels: labelsOf(name) },
          spec: {
            containers: [
              {
                name: "whoami",
                image: `${repository}:${tag}`,
                ports: [{ name: "http", containerPort: 80 }],
              },
            ],
          },
        },
      },
    },
  });

  // templates/service.yaml, as YAML text. The `if` of the template is an
  // ordinary `if` here.
  if (options?.service?.enabled ?? true) {
    builder.addDocument({
      documentGroup: name,
      content: `
        apiVersion: v1
        kind: Service
        metadata:
          name: ${name}
          labels:
            app.kubernetes.io/name: whoami
            app.kubernetes.io/instance: ${name}
        spec:
          ports:
            - name: http
              port: ${options?.service?.port ?? 80}
              targetPort: http
          selector:
            app.kubernetes.io/instance: ${name}
      `,
    });
  }
}

module.exports = { add };
