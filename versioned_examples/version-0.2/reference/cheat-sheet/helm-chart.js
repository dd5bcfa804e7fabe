const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// A chart folder, a .tgz or the https URL of a .tgz; the release name is also
// the group. A relative path starts from the folder you run anemos in.
builder.addHelmChart(
  "charts/whoami",
  "demo",
  `
    replicaCount: 2
  `,
);

builder.build();
