// @ts-check
const anemos = require("@ohayocorp/anemos");
const echo = require("./package.js");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Share the package as a file or a URL; anyone can add it with their own options.
echo.add(builder, { name: "hello-echo" });

builder.build();
