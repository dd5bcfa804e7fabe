// Uses the package from package.js with a custom name.

const anemos = require("@ohayocorp/anemos");
const examplePackage = require("./package.js");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

examplePackage.add(builder, {
  name: "example-package",
});

builder.build();
