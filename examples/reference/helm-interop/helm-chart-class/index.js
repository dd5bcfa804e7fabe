// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

builder.onGenerateResources((context) => {
  // The archive was downloaded beforehand into a "charts" folder next to this script.
  const chart = new anemos.HelmChart(
    anemos.file.mainScriptDirectory() + "/charts/helloworld-0.2.1.tgz",
  );

  // Helm values are YAML text. serializeToYaml turns a plain object into that text.
  const values = anemos.serializeToYaml({
    replicaCount: 2,
    image: {
      repository: "hashicorp/http-echo",
      tag: "1.0.0",
    },
  });

  // Release name, release namespace and values.
  const options = new anemos.HelmOptions("hello-world", "default", values);

  // generate() only returns the rendered Deployment, Service and ServiceAccount
  // as a document group. Add the group to the context yourself.
  const group = chart.generate(context, options);
  context.addDocumentGroup(group);
});

builder.build();
