import * as anemos from "@ohayocorp/anemos";

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Renders the chart's Deployment, Service and ServiceAccount into a document
// group named after the release. The first argument can also be a path to a
// chart archive on disk, for example "charts/helloworld-0.2.1.tgz".
builder.addHelmChart(
  "https://github.com/crowdsecurity/helm-charts/releases/download/helloworld-0.2.1/helloworld-0.2.1.tgz",
  "hello-world",
  anemos.dedent(`
    replicaCount: 2
    image:
      repository: hashicorp/http-echo
      tag: "1.0.0"
  `),
);

// The rendered manifests are ordinary documents in the "hello-world" group,
// so a modify action can change them like any other document.
builder.onModify((context) => {
  const group = context.getDocumentGroup("hello-world");
  if (group === null) {
    return;
  }

  for (const document of group.documents) {
    const labels = document.getLabels();
    if (labels !== null) {
      labels.remove("helm.sh/chart");
    }

    document.setLabel("example", "value");
  }
});

builder.build();
