// 0.2: the workload helpers return plain objects and arrays.

/** @param {import("@ohayocorp/anemos").Builder} builder */
function add(builder) {
  builder.onModify((context) => {
    const deployment = context.getDocument("deployment.yaml");
    if (deployment === null || !deployment.asDeployment()) {
      return;
    }

    const podSpec = deployment.ensureWorkloadSpec();
    podSpec.nodeName = "worker-1";
    (podSpec.containers ??= []).push({
      name: "proxy",
      image: "nginx:1.27",
    });

    const app = deployment
      .getContainers()
      ?.find((container) => container.name === "app");
    if (app) {
      app.imagePullPolicy = "Always";
    }

    // getWorkloadAnnotations() returns the labels in v0.2.1; read the
    // annotations from the pod template's metadata instead.
    const annotations = deployment.getWorkloadMetadata()?.annotations;
    if (annotations) {
      annotations.team = "web";
    }
  });
}

module.exports = { add };
