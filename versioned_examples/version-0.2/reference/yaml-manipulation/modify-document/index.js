// Builds a Deployment from an empty document, then changes it in a modify
// action (Anemos 0.2).

const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// A document is an object: set its fields directly.
const releaseNotes = new anemos.Document();
releaseNotes.apiVersion = "apps/v1";
releaseNotes.kind = "Deployment";
releaseNotes.metadata = {
  name: "release-notes",
  labels: { tier: "docs" },
};

// `??=` creates a level only when it is missing, so each line reuses what
// the lines before it created.
releaseNotes.spec ??= {};
releaseNotes.spec.replicas = 2;
releaseNotes.spec.selector ??= {};
releaseNotes.spec.selector.matchLabels = { app: "release-notes" };

// The workload helpers know where the pod template of each kind is. For a
// Deployment, they create spec.template.metadata and spec.template.spec.
releaseNotes.ensureWorkloadLabels().app = "release-notes";
releaseNotes.ensureWorkloadSpec().containers = [
  {
    name: "web",
    image: "nginx:1.27",
    ports: [{ name: "http", containerPort: 80 }],
  },
];

builder.addDocument(releaseNotes);

// Later, change the document as you would change one that a package or a
// Helm chart generated. It has no path of its own, so it is found by its
// default file name.
builder.onModify((context) => {
  const deployment = context.getDocument("deployment-release-notes.yaml");
  if (deployment === null || !deployment.isDeployment()) {
    return;
  }

  // An autoscaler will set the replica count: remove the field.
  delete deployment.spec.replicas;

  // One label for the Deployment and for the pods it runs.
  deployment.setLabels({ "app.kubernetes.io/name": "release-notes" }, [
    anemos.LabelNode.metadataLabels,
    anemos.LabelNode.workloadLabels,
  ]);

  // getContainer returns the container object itself, or undefined.
  const web = deployment.getContainer("web");
  if (web === undefined) {
    return;
  }

  web.readinessProbe = { httpGet: { path: "/", port: "http" } };
  web.resources ??= {};
  web.resources.requests ??= {};
  web.resources.requests.memory = "64Mi";
});

builder.build();
