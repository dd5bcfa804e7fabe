const anemos = require("@ohayocorp/anemos");

// The target cluster: Kubernetes version, distribution, environment type.
// new anemos.Builder() alone targets 1.33 and an unknown distribution.
const builder = new anemos.Builder(
  "1.31",
  anemos.kubernetesDistribution.minikube,
  anemos.environmentType.development,
);

// Runs every step and writes the files under output/manifests.
builder.build();
