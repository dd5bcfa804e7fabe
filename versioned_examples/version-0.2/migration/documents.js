// 0.2: a document is created from its content alone; setPath names the file.

const anemos = require("@ohayocorp/anemos");

/** @param {anemos.Builder} builder */
function add(builder) {
  builder.onGenerateResources((context) => {
    const config = new anemos.Document({
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name: "web-config" },
    });
    config.setPath("config.yaml");
    context.addDocument(config);

    const account = anemos.parseDocument(`
      apiVersion: v1
      kind: ServiceAccount
      metadata:
        name: web
    `);
    account.setPath("web-account.yaml");
    context.addDocument(account);

    context.addDocument({
      path: "service.yaml",
      content: {
        apiVersion: "v1",
        kind: "Service",
        metadata: { name: "web" },
      },
    });
  });
}

module.exports = { add };
