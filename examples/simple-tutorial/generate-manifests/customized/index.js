// Generates the same Pod from variables and adds an `app` label after generation.

const anemos = require("@ohayocorp/anemos");

const name = "example-app";
const namespace = "default";
const image = "nginx";

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Template literal placeholders insert the values of the variables.
builder.addDocument(
  "pod.yaml",
  `
  apiVersion: v1
  kind: Pod
  metadata:
    name: ${name}
    namespace: ${namespace}
  spec:
    containers:
      - name: nginx
        image: ${image}
        ports:
          - containerPort: 80
  `,
);

// Runs after every document has been generated.
builder.onModify((context) => {
  const pod = context.getDocument("pod.yaml");
  if (pod) {
    pod.setLabel("app", name);
  }
});

builder.build();
