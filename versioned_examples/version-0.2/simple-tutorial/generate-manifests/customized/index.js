// Builds the same Pod from constants and labels it after generation (Anemos 0.2).

const anemos = require("@ohayocorp/anemos");

const name = "example-app";
const namespace = "default";
const image = "nginx";

const builder = new anemos.Builder();

// Placeholders such as ${name} put the values of the constants into the YAML.
builder.addDocument(`
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
`);

// Runs after every document has been generated. The Pod has no file name of
// its own, so it is looked up by its default one.
builder.onModify((context) => {
  const pod = context.getDocument("pod-example-app.yaml");
  if (pod) {
    pod.setLabel("app", name);
  }
});

builder.build();
