// Generates one Pod manifest from a YAML string (Anemos 0.2).

const anemos = require("@ohayocorp/anemos");

// With no arguments the builder uses its defaults: Kubernetes 1.33, no
// particular distribution and no particular environment.
const builder = new anemos.Builder();

// The manifest is YAML text. No file name is given, so Anemos names the file
// after the kind and the name of the object: pod-example-app.yaml.
builder.addDocument(`
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
`);

// Run every step of the build and write the files to the output folder.
builder.build();
