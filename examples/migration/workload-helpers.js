// @ts-check
// Next: the workload helpers return YAML nodes.

/** @param {import("@ohayocorp/anemos").Builder} builder */
function add(builder) {
  builder.onModify((context) => {
    const deployment = context.getDocument("deployment.yaml");
    if (deployment === null || !deployment.isDeployment()) {
      return;
    }

    deployment.ensureWorkloadSpec().set("nodeName", "worker-1");
    deployment.ensureContainers().add({ name: "proxy", image: "nginx:1.27" });

    const app = deployment.getContainer(
      (container) => container.getValue("name") === "app",
    );
    app?.set("imagePullPolicy", "Always");

    const annotations = deployment.getWorkloadAnnotations();
    annotations?.set("team", "web");
  });
}

module.exports = { add };
