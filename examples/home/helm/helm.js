// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// A chart archive from a URL, with values written as YAML, as in a values file.
builder.addHelmChart(
  "https://github.com/crowdsecurity/helm-charts/releases/download/helloworld-0.2.1/helloworld-0.2.1.tgz",
  "hello-world",
  anemos.dedent(`
    replicaCount: 2
    image:
      tag: "1.0"
  `),
);

// Values computed in code: one replica while developing, three in production.
const production =
  builder.options.environment.type === anemos.EnvironmentType.Production;

builder.addHelmChart(
  "https://github.com/softonic/hello-world-app/releases/download/1.2.2/hello-world-app-1.2.2.tgz",
  "hello-world-app",
  anemos.serializeToYaml({ replicaCount: production ? 3 : 1 }),
);

// The rendered manifests are ordinary documents: an onModify callback can
// change them before they are written to output/manifests.
builder.build();
