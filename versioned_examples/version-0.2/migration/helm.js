// 0.2: chart values are dedented for you, and labels are plain object keys.

/** @param {import("@ohayocorp/anemos").Builder} builder */
function add(builder) {
  builder.addHelmChart(
    "https://github.com/crowdsecurity/helm-charts/releases/download/helloworld-0.2.1/helloworld-0.2.1.tgz",
    "greeter",
    `
      replicaCount: 3
    `,
  );

  builder.onModify((context) => {
    for (const document of context.getDocumentGroup("greeter")?.documents ??
      []) {
      delete document.metadata?.labels?.["helm.sh/chart"];
    }
  });
}

module.exports = { add };
