// @ts-check
// Next: a builder needs the version, the distribution and the environment
// type, and the last two are enums.

const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Read when the build starts, so setting it here still counts.
process.env.ANEMOS_OUTPUT_PATH = "generated";

builder.onModify((context) => {
  const environment = context.builderOptions.environment;
  if (environment.type === anemos.EnvironmentType.Production) {
    for (const document of context.getAllDocuments()) {
      document.setLabel("environment", "production");
    }
  }
});

builder.build();
