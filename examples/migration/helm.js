// @ts-check
// Next: chart values are dedented by hand, and labels are removed from a
// YAML node.

const anemos = require("@ohayocorp/anemos");

/** @param {anemos.Builder} builder */
function add(builder) {
  builder.addHelmChart(
    "https://github.com/crowdsecurity/helm-charts/releases/download/helloworld-0.2.1/helloworld-0.2.1.tgz",
    "greeter",
    anemos.dedent(`
      replicaCount: 3
    `),
  );

  builder.onModify((context) => {
    for (const document of context.getDocumentGroup("greeter")?.documents ??
      []) {
      document.getLabels()?.remove("helm.sh/chart");
    }
  });
}

module.exports = { add };
