// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// A chart folder, a chart archive or the https URL of an archive; the release
// name is also the group. Always pass the values, "" when there are none.
builder.addHelmChart("charts/whoami", "demo", "replicaCount: 2");

builder.build();
