const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// Renders version 0.2.1 of the public "helloworld" chart as the release
// "greeter". The chart can also be an archive or a chart folder on disk, such
// as "charts/helloworld-0.2.1.tgz": a relative path starts from the folder you
// run anemos in. The values are YAML text, indented freely.
builder.addHelmChart(
  "https://github.com/crowdsecurity/helm-charts/releases/download/helloworld-0.2.1/helloworld-0.2.1.tgz",
  "greeter",
  `
    replicaCount: 3
    image:
      tag: "1.0"
    serviceAccount:
      name: greeter
  `,
);

// The rendered manifests are ordinary documents of the "greeter" group.
builder.onModify((context) => {
  const release = context.getDocumentGroup("greeter");
  if (release === null) {
    return;
  }

  for (const document of release.documents) {
    // The chart label carries the chart version, so every chart upgrade would
    // change every file. Remove it, and name the team that owns the release.
    if (document.metadata?.labels) {
      delete document.metadata.labels["helm.sh/chart"];
    }
    document.setLabel("team", "checkout");
  }
});

builder.build();
