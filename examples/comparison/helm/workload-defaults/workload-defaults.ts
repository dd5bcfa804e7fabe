import * as anemos from "@ohayocorp/anemos";

// Rules that the workloads in the cluster follow, kept in one place.
// It runs at the modify step, so it sees documents from your own code,
// from npm packages and from Helm charts alike.
export function applyWorkloadDefaults(
  builder: anemos.Builder,
  team: string,
): void {
  builder.onModify((context) => {
    for (const document of context.getAllDocuments()) {
      // The workload helpers below look for the pod template under
      // spec.template. A CronJob keeps it under spec.jobTemplate.spec.template,
      // so CronJobs are left out here.
      if (!document.isWorkload() || document.isCronJob()) {
        continue;
      }

      document.setLabels({ "example.com/team": team }, [
        anemos.LabelNodes.metadataLabels,
        anemos.LabelNodes.workloadLabels,
      ]);

      const containers = document.ensureContainers();

      for (let i = 0; i < containers.length(); i++) {
        const container = containers.getMapping(i);
        const image = container.getValue("image") ?? "";

        // An organizational rule: images must carry an explicit, fixed tag.
        if (!image.includes(":") || image.endsWith(":latest")) {
          throw new Error(
            `${document.fullPath()}: container "${container.getValue("name")}" needs a fixed image tag`,
          );
        }

        container.set("imagePullPolicy", "IfNotPresent");
      }
    }
  });
}
