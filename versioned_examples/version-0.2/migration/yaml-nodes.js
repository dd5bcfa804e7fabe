// 0.2: a document is a plain object; read and change its fields directly.

const anemos = require("@ohayocorp/anemos");

/** @param {anemos.Builder} builder */
function add(builder) {
  builder.onModify((context) => {
    const deployment = context.getDocument("deployment.yaml");
    if (deployment === null || !deployment.asDeployment()) {
      return;
    }

    const podSpec = deployment.ensureWorkloadSpec();
    podSpec.priorityClassName = "high";
    (podSpec.tolerations ??= []).push({ key: "dedicated", operator: "Exists" });

    const resources = anemos.parse(`
      limits:
        memory: 256Mi
    `);
    const container = deployment.getContainer(0);
    if (container) {
      container.resources = resources;
    }

    // No styles: a string with line breaks is written as a literal block.
    const metadata = (deployment.metadata ??= {});
    (metadata.annotations ??= {}).setup = "echo one\necho two";

    if ("status" in deployment) {
      delete deployment.status;
    }

    // A second Deployment, named after the first one. There is no clone():
    // a round trip through YAML makes the copy.
    const name = deployment.metadata?.name ?? "web";
    const canary = anemos.parseDocument(anemos.serializeToYaml(deployment));
    canary.setPath("canary.yaml");
    (canary.metadata ??= {}).name = `${name}-canary`;
    context.addDocument(canary);
  });
}

module.exports = { add };
