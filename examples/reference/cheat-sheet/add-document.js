// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// A file name and YAML text: output/manifests/settings.yaml.
builder.addDocument(
  "settings.yaml",
  `
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: settings
    data:
      LOG_LEVEL: info
  `,
);

// A group, a file name and an object: output/manifests/web/service-account.yaml.
builder.addDocument("web", "service-account.yaml", {
  apiVersion: "v1",
  kind: "ServiceAccount",
  metadata: { name: "web" },
});

builder.build();
