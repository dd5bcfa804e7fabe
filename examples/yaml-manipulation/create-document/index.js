// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

const secretName = "mysecret";
const username = "admin";
const password = "change-me";

// A document with an empty root mapping. It is written as {}.
const empty = new anemos.Document("empty.yaml");

// A document parsed from YAML text. Values are interpolated with a template
// literal, and the quotes written in the text are kept in the output.
// The path may contain folders: this file goes to "folder/parsed.yaml".
const parsed = anemos.parseDocument(
  "folder/parsed.yaml",
  `
  apiVersion: v1
  kind: Secret
  metadata:
    name: ${secretName}
  type: Opaque
  stringData:
    username: "${username}"
    password: "${password}"
  `,
);

// A document converted from a plain object. For typed objects, build them
// with an npm library such as kubernetes-models or kubernetes-types.
const fromObject = new anemos.Document("from-object.yaml", {
  apiVersion: "v1",
  kind: "Secret",
  metadata: {
    name: secretName,
  },
  type: "Opaque",
  stringData: {
    username: username,
    password: password,
  },
});

builder.addDocument(empty);
builder.addDocument(parsed);
builder.addDocument(fromObject);

builder.build();
