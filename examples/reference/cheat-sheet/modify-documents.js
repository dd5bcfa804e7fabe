// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Runs once every document exists, those of packages and charts included.
builder.onModify((context) => {
  for (const document of context.getAllDocuments()) {
    document.setLabel("team", "payments");
    if (document.isDeployment()) {
      document.getSpec()?.set("replicas", new anemos.Scalar(2));
    }
  }
});

builder.build();
