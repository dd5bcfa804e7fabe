// @ts-check
// Next: values are YAML nodes, built and changed through their methods.

const anemos = require("@ohayocorp/anemos");

/** @param {anemos.Builder} builder */
function add(builder) {
  builder.onModify((context) => {
    const deployment = context.getDocument("deployment.yaml");
    if (deployment === null) {
      return;
    }

    const root = deployment.getRoot();
    const podSpec = root.ensureMapping(["spec", "template", "spec"]);
    podSpec.set("priorityClassName", "high");
    podSpec
      .ensureSequence("tolerations")
      .add(new anemos.Mapping({ key: "dedicated", operator: "Exists" }));

    const resources = anemos.parseMapping(`
      limits:
        memory: 256Mi
    `);
    deployment.getContainer(0)?.set("resources", resources);

    const script = new anemos.Scalar(
      "echo one\necho two",
      anemos.YamlStyle.Literal,
    );
    root.ensureMapping(["metadata", "annotations"]).set("setup", script);

    if (root.containsKey("status")) {
      root.remove("status");
    }

    // A second Deployment, named after the first one.
    const name = root.getValue(["metadata", "name"]) ?? "web";
    const canary = deployment.clone();
    canary.path = "canary.yaml";
    canary.setName(`${name}-canary`);
    context.addDocument(canary);
  });
}

module.exports = { add };
