import * as anemos from "@ohayocorp/anemos";
import * as examplePackage from "../../lib";

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Use values that differ from the defaults, so the output shows that the options are applied.
examplePackage.add(builder, {
  name: "test-example-package",
  namespace: "test-namespace",
  image: "test-image:v1",
});

builder.build();
