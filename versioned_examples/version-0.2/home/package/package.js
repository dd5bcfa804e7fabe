/**
 * Adds a small HTTP echo server to the builder: a Pod and the Service in front of it.
 * Both documents go into a document group named after the application, which becomes
 * their folder in output/manifests and their apply set on the cluster.
 * @param {import("@ohayocorp/anemos").Builder} builder
 * @param {{ name?: string, namespace?: string, text?: string }} [options]
 */
function add(builder, options = {}) {
  const name = options.name ?? "http-echo";
  const namespace = options.namespace ?? "default";
  const text = options.text ?? "Hello from Anemos";

  // The Pod is a YAML template. Anemos strips the shared indentation and parses it.
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
            image: hashicorp/http-echo:1.0
            args:
              - "-text=${text}"
            ports:
              - name: http
                containerPort: 5678
    `,
  });

  // The Service is a plain JavaScript object, written out as YAML.
  // Neither document sets a path, so each file is named after its kind and name.
  builder.addDocument({
    documentGroup: name,
    content: {
      apiVersion: "v1",
      kind: "Service",
      metadata: { name, namespace },
      spec: {
        type: "ClusterIP",
        selector: { app: name },
        ports: [{ name: "http", port: 80, targetPort: "http" }],
      },
    },
  });
}

module.exports = { add };
