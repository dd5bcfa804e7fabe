// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// A group is a folder under output/manifests and an apply set. Groups are
// applied one after another, in the order of their paths.
builder.onGenerateResources((context) => {
  const database = new anemos.DocumentGroup("database");
  database.addDocument(
    new anemos.Document("service.yaml", {
      apiVersion: "v1",
      kind: "Service",
      metadata: { name: "postgres" },
      spec: { ports: [{ port: 5432 }], selector: { app: "postgres" } },
    }),
  );
  context.addDocumentGroup(database);
});

builder.build();
