// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// A chart archive from a URL, with its values written as YAML.
builder.addHelmChart(
  "https://github.com/crowdsecurity/helm-charts/releases/download/helloworld-0.2.1/helloworld-0.2.1.tgz",
  "hello-world",
  anemos.dedent(`
    replicaCount: 2
    image:
      tag: "1.0"
  `),
);

// The same values built from a JavaScript object, so they can come from your own code.
const values = {
  replicaCount: 2,
  image: { tag: "1.0" },
};

builder.addHelmChart(
  "https://github.com/softonic/hello-world-app/releases/download/1.2.2/hello-world-app-1.2.2.tgz",
  "hello-world-app",
  anemos.serializeToYaml(values),
);

// Rendered documents are ordinary documents: an onModify callback can change them too.
builder.build();
