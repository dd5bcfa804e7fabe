// @ts-check
// Next: the file name, and the group, come before the content.

/** @param {import("@ohayocorp/anemos").Builder} builder */
function add(builder) {
  builder.addDocument(
    "config.yaml",
    `
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: web-config
    `,
  );

  builder.addDocument("service.yaml", {
    apiVersion: "v1",
    kind: "Service",
    metadata: { name: "web" },
  });

  builder.addDocument(
    "web",
    "account.yaml",
    `
    apiVersion: v1
    kind: ServiceAccount
    metadata:
      name: web
    `,
  );
}

module.exports = { add };
