// 0.2: the distribution and the environment type are string constants in
// lower case, and a builder can be created without arguments.

const anemos = require("@ohayocorp/anemos");

// Read when the builder is created, so set it first.
process.env.ANEMOS_OUTPUT_PATH = "generated";

// Or new anemos.Builder(): Kubernetes 1.33, no particular distribution or
// environment.
const builder = new anemos.Builder(
  "1.31",
  anemos.kubernetesDistribution.minikube,
  anemos.environmentType.development,
);

builder.onModify((context) => {
  if (context.isProduction()) {
    for (const document of context.getAllDocuments()) {
      document.setLabel("environment", "production");
    }
  }
});

builder.build();
