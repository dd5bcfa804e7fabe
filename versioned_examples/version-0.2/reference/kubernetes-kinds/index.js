const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// A kind by its group and version: anemos.k8s.<group>.<version>.<Kind>.
const settings = new anemos.k8s.core.v1.ConfigMap({
  metadata: { name: "web-settings" },
  data: { GREETING: "hello" },
});

// The same classes, for 40 of the kinds, directly under anemos.k8s.
const service = new anemos.k8s.Service({
  metadata: { name: "web" },
  spec: {
    selector: { app: "web" },
    ports: [{ name: "http", port: 80, targetPort: 8080 }],
  },
});

// Each object is a document: the class wrote its apiVersion and kind.
builder.addDocument(settings);
builder.addDocument(service);

builder.build();
