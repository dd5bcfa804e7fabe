const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// Settings computed in code, for example from your own component options.
const greeter = {
  namespace: "shop",
  replicas: 3,
  serviceAccount: "greeter",
};

builder.onGenerateResources((context) => {
  // The chart archive sits in a "charts" folder next to this script.
  const chart = new anemos.HelmChart(
    anemos.file.mainScriptDirectory() + "/charts/helloworld-0.2.1.tgz",
  );

  // Helm values are YAML text: serializeToYaml writes the object as YAML.
  const values = anemos.serializeToYaml({
    replicaCount: greeter.replicas,
    image: { tag: "1.0" },
    serviceAccount: { name: greeter.serviceAccount },
  });

  // Release name, release namespace and values.
  const options = new anemos.HelmOptions("greeter", greeter.namespace, values);

  // generate() renders the chart into a new document group named after the
  // release. The group joins the build only when you add it.
  const release = chart.generate(context, options);

  // This chart writes no namespace into its manifests, so set one on every
  // object that lives in a namespace before the group is added.
  for (const document of release.documents) {
    const { apiVersion, kind } = document;
    if (
      apiVersion &&
      kind &&
      context.kubernetesResourceInfo.isNamespaced(apiVersion, kind)
    ) {
      (document.metadata ??= {}).namespace = greeter.namespace;
    }
  }

  context.addDocumentGroup(release);
});

builder.build();
