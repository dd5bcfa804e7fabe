const anemos = require("@ohayocorp/anemos");

// The cluster and environment can be named when the builder is created; the
// constants are plain strings, such as "minikube" and "dev".
const builder = new anemos.Builder(
  "1.33",
  anemos.kubernetesDistribution.minikube,
  anemos.environmentType.development,
);

// A chart archive from a URL, with values written as YAML, as in a values file.
// Anemos removes the shared indentation before Helm reads them.
builder.addHelmChart(
  "https://github.com/crowdsecurity/helm-charts/releases/download/helloworld-0.2.1/helloworld-0.2.1.tgz",
  "hello-world",
  `
    replicaCount: 2
    image:
      tag: "1.0"
  `,
);

// Values computed in code: one replica while developing, three in production.
const production =
  builder.options.environment.type === anemos.environmentType.production;

builder.addHelmChart(
  "https://github.com/softonic/hello-world-app/releases/download/1.2.2/hello-world-app-1.2.2.tgz",
  "hello-world-app",
  anemos.serializeToYaml({ replicaCount: production ? 3 : 1 }),
);

// The rendered manifests are ordinary documents: an onModify callback can
// change them before they are written to output/manifests.
builder.build();
