// @ts-check
const anemos = require("@ohayocorp/anemos");
const dataContainer = require("https://anemos.sh/examples/mounting-large-files/data-container.js");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Render the chart as the release "example". The chart defaults are fine here, so the values are an empty YAML mapping.
builder.addHelmChart(
  "https://charts.kubesphere.io/main/nginx-1.3.5.tgz",
  "example",
  "{}",
);

// Give the nginx container access to the model files of the Granite image without copying them.
dataContainer.apply(builder, {
  documentName: "example/deployment.yaml",
  mainContainer: {
    mountPath: "/mnt/models",
    command: "ls -lh /mnt/models/ && exec nginx -g 'daemon off;'",
  },
  sidecar: {
    image: "redhat/granite-3-1b-a400m-instruct:1.0",
    dataPath: "/models",
  },
});

builder.build();
