// Generates a single Pod manifest from a YAML string.

const anemos = require("@ohayocorp/anemos");

// Describe the target cluster and environment.
const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// The first argument is the output file name, the second is the manifest.
builder.addDocument(
  "pod.yaml",
  `
  apiVersion: v1
  kind: Pod
  metadata:
    name: example-app
    namespace: default
  spec:
    containers:
      - name: nginx
        image: nginx
        ports:
          - containerPort: 80
  `,
);

// Run every step and write the result to the output folder.
builder.build();
