// 0.2: read and write the fields themselves; the setters for labels and
// annotations remain.

const anemos = require("@ohayocorp/anemos");

/** @param {anemos.Builder} builder */
function add(builder) {
  builder.onModify((context) => {
    for (const document of context.getAllDocuments()) {
      if (
        document.kind !== "Deployment" ||
        document.metadata?.labels?.tier !== "web"
      ) {
        continue;
      }

      const name = document.metadata?.name ?? "web";
      (document.metadata ??= {}).namespace = "shop";
      document.setAnnotation("owner", "team-web");
      document.setLabels({ app: name }, [
        anemos.LabelNode.metadataLabels,
        anemos.LabelNode.workloadLabels,
      ]);
    }
  });
}

module.exports = { add };
