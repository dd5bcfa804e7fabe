// 0.2: one argument, the YAML text or an object that names the path and the
// group.

/** @param {import("@ohayocorp/anemos").Builder} builder */
function add(builder) {
  builder.addDocument({
    path: "config.yaml",
    content: `
      apiVersion: v1
      kind: ConfigMap
      metadata:
        name: web-config
    `,
  });

  builder.addDocument({
    path: "service.yaml",
    content: {
      apiVersion: "v1",
      kind: "Service",
      metadata: { name: "web" },
    },
  });

  // Without a path the file is named after the object:
  // web/serviceaccount-web.yaml.
  builder.addDocument({
    documentGroup: "web",
    content: `
      apiVersion: v1
      kind: ServiceAccount
      metadata:
        name: web
    `,
  });
}

module.exports = { add };
