const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// YAML text joins the group with the empty path: output/manifests/.
builder.addDocument(`
  apiVersion: v1
  kind: ConfigMap
  metadata:
    name: settings
  data:
    LOG_LEVEL: info
`);

// An object in the group "web", written to output/manifests/web/.
builder.addDocument({
  documentGroup: "web",
  content: {
    apiVersion: "v1",
    kind: "ServiceAccount",
    metadata: { name: "web" },
  },
});

builder.build();
