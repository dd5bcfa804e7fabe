import * as anemos from "@ohayocorp/anemos";

// Rules that every workload in the cluster follows, kept in one place. The
// action runs at the modify step, so it sees the documents of your own code,
// of npm packages and of Helm charts alike.
export function applyWorkloadDefaults(
  builder: anemos.Builder,
  team: string,
): void {
  builder.onModify((context) => {
    for (const document of context.getAllDocuments()) {
      // The workload helpers look for the pod template under spec.template.
      // A CronJob keeps it under spec.jobTemplate.spec.template, so CronJobs
      // are left out.
      if (!document.asWorkload() || document.isCronJob()) {
        continue;
      }

      document.setLabels({ "example.com/team": team }, [
        anemos.LabelNode.metadataLabels,
        anemos.LabelNode.workloadLabels,
      ]);

      for (const container of document.getContainers() ?? []) {
        const image = container.image ?? "";

        // A rule of the organization: every image has a fixed tag.
        if (!image.includes(":") || image.endsWith(":latest")) {
          throw new Error(
            `${document.fullPath()}: container "${container.name}" needs a fixed image tag`,
          );
        }

        // A container is a plain object: set the field directly.
        container.imagePullPolicy = "IfNotPresent";
      }
    }
  });
}
