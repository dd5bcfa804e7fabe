// @ts-check
const anemos = require("@ohayocorp/anemos");
const helloWorld = require("https://anemos.sh/examples/hello-world.js");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

helloWorld.add(builder);

// Runs after every package has generated its documents.
builder.onModify((context) => {
  // Change one document: the Deployment, found by its group and file name.
  const deployment = context.getDocument("anemos-hello-world/deployment.yaml");
  if (deployment) {
    deployment.setLabel("tier", "backend");
  }

  // Change every document at once: here the Deployment and the Service.
  for (const document of context.getAllDocuments()) {
    document.setLabel("owner", "platform-team");
  }
});

builder.build();
