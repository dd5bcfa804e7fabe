// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Values computed in code, for example from your own component options.
const greeter = {
  replicas: 3,
  serviceAccount: "greeter",
};

builder.onGenerateResources((context) => {
  // The chart archive sits in a "charts" folder next to this script.
  const chart = new anemos.HelmChart(
    anemos.file.mainScriptDirectory() + "/charts/helloworld-0.2.1.tgz",
  );

  // Helm values are YAML text: serializeToYaml turns the object into it.
  const values = anemos.serializeToYaml({
    replicaCount: greeter.replicas,
    image: { tag: "1.0" },
    serviceAccount: { name: greeter.serviceAccount },
  });

  // Release name, release namespace and values.
  const options = new anemos.HelmOptions("greeter", "shop", values);

  // generate() renders the chart into a new document group named after the
  // release. Nothing is added to the build until you add the group yourself.
  const release = chart.generate(context, options);
  release.setNamespaces(context, "shop");
  context.addDocumentGroup(release);
});

builder.build();
