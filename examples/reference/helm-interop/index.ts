import * as anemos from "@ohayocorp/anemos";

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Render version 0.2.1 of the public "helloworld" chart as the release "greeter".
// The first argument may also be a chart archive or chart folder on disk, such as
// "charts/helloworld-0.2.1.tgz": a relative path starts from the folder you run
// anemos in.
builder.addHelmChart(
  "https://github.com/crowdsecurity/helm-charts/releases/download/helloworld-0.2.1/helloworld-0.2.1.tgz",
  "greeter",
  anemos.dedent(`
    replicaCount: 3
    image:
      tag: "1.0"
    serviceAccount:
      name: greeter
  `),
);

// The rendered manifests are ordinary documents in the "greeter" group.
builder.onModify((context) => {
  const release = context.getDocumentGroup("greeter");
  if (release === null) {
    return;
  }

  for (const document of release.documents) {
    // The chart label holds the chart version, so every chart upgrade would
    // touch every file. Drop it, and say which team owns the release instead.
    const labels = document.getLabels();
    if (labels !== null) {
      labels.remove("helm.sh/chart");
    }
    document.setLabel("team", "checkout");
  }
});

builder.build();
