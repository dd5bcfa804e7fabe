import * as anemos from "@ohayocorp/anemos";

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Start from a document whose root is an empty mapping.
const releaseNotes = new anemos.Document("release-notes.yaml");
const root = releaseNotes.getRoot();

// Strings are set one key at a time.
root.set("apiVersion", "apps/v1");
root.set("kind", "Deployment");

// An object becomes a nested mapping.
root.set("metadata", {
  name: "release-notes",
  labels: { tier: "docs" },
});

// set() takes strings, objects, arrays and nodes. A number goes in as a Scalar.
root.ensureMapping("spec").set("replicas", new anemos.Scalar(2));

// ensureMapping follows a key path, creates every mapping that is missing and
// returns the last one. The "spec" mapping above is reused, not replaced.
root
  .ensureMapping(["spec", "selector", "matchLabels"])
  .set("app", "release-notes");
root
  .ensureMapping(["spec", "template", "metadata", "labels"])
  .set("app", "release-notes");

// "template" exists by now, so only the inner "spec" is created.
const podSpec = root.ensureMapping(["spec", "template", "spec"]);

// An array becomes a sequence.
podSpec.set("containers", [
  {
    name: "web",
    image: "nginx:1.27",
    ports: [{ name: "http", containerPort: 80 }],
  },
]);

builder.addDocument(releaseNotes);

// Later, in the modify step, find the document by its path and change it, as
// you would change a document that a package or a Helm chart generated.
builder.onModify((context) => {
  const deployment = context.getDocument("release-notes.yaml");
  if (deployment === null) {
    return;
  }

  // getContainer looks in the pod spec: spec.template.spec for a Deployment.
  const web = deployment.getContainer("web");
  if (web === null) {
    return;
  }

  web.set("readinessProbe", { httpGet: { path: "/", port: "http" } });
  web.ensureMapping(["resources", "requests"]).set("memory", "64Mi");
});

builder.build();
