// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Start from a document whose root is an empty mapping.
const document = new anemos.Document("modified.yaml");
const root = document.getRoot();

// Scalar values are set one key at a time.
root.set("apiVersion", "apps/v1");
root.set("kind", "Deployment");

// An object becomes a nested mapping.
root.set("metadata", {
  name: "modified",
  namespace: "default",
});

// ensureMapping creates every missing mapping along the key path and returns
// the last one. Mappings that already exist are reused, not replaced.
root.ensureMapping(["spec", "selector", "matchLabels"]).set("app", "modified");
root
  .ensureMapping(["spec", "template", "metadata", "labels"])
  .set("app", "modified");

const podSpec = root.ensureMapping(["spec", "template", "spec"]);

// An array becomes a sequence.
podSpec.set("containers", [
  {
    name: "modified",
    image: "nginx",
    ports: [{ containerPort: 80 }],
  },
]);

builder.addDocument(document);

// Later, in the modify step, find the document by its path and change it.
builder.onModify((context) => {
  const deployment = context.getDocument("modified.yaml");
  if (deployment === null) {
    return;
  }

  // getContainer finds a container by name in the pod template of the workload.
  const container = deployment.getContainer("modified");
  if (container === null) {
    return;
  }

  container.set("imagePullPolicy", "Always");
});

builder.build();
