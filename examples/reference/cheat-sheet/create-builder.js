// @ts-check
const anemos = require("@ohayocorp/anemos");

// The target cluster: Kubernetes version, distribution, environment type.
const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Runs every step and writes the files under output/manifests.
builder.build();
