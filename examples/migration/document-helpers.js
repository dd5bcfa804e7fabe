// @ts-check
// Next: a document has getters and setters for its common fields.

const anemos = require("@ohayocorp/anemos");

/** @param {anemos.Builder} builder */
function add(builder) {
  builder.onModify((context) => {
    for (const document of context.getAllDocuments()) {
      if (
        document.getKind() !== "Deployment" ||
        document.getLabel("tier") !== "web"
      ) {
        continue;
      }

      const name = document.getName() ?? "web";
      document.setNamespace("shop");
      document.ensureAnnotations().set("owner", "team-web");
      document.setLabels({ app: name }, [
        anemos.LabelNodes.metadataLabels,
        anemos.LabelNodes.workloadLabels,
      ]);
    }
  });
}

module.exports = { add };
