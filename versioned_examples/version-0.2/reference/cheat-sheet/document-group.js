const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// A group is a folder under output/manifests and an apply set.
const database = new anemos.DocumentGroup("database");
database.addDocument(
  new anemos.Document({
    apiVersion: "v1",
    kind: "Service",
    metadata: { name: "postgres" },
    spec: { ports: [{ port: 5432 }], selector: { app: "postgres" } },
  }),
);

const web = new anemos.DocumentGroup("web");
web.addDocument(
  new anemos.Document({
    apiVersion: "v1",
    kind: "ServiceAccount",
    metadata: { name: "web" },
  }),
);

// On apply, "web" waits until every object of "database" is ready.
web.provisionAfter(database);

builder.addDocumentGroup(database);
builder.addDocumentGroup(web);
builder.build();
