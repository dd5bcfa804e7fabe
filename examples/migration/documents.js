// @ts-check
// Next: a document is created with its path, and paths are a property.

const anemos = require("@ohayocorp/anemos");

/** @param {anemos.Builder} builder */
function add(builder) {
  builder.onGenerateResources((context) => {
    const config = new anemos.Document("config.yaml", {
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name: "web-config" },
    });
    context.addDocument(config);

    const account = anemos.parseDocument(
      "account.yaml",
      `
      apiVersion: v1
      kind: ServiceAccount
      metadata:
        name: web
      `,
    );
    account.path = "web-account.yaml";
    context.addDocument(account);

    context.addDocument("service.yaml", {
      apiVersion: "v1",
      kind: "Service",
      metadata: { name: "web" },
    });
  });
}

module.exports = { add };
