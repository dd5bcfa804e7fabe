// Four ways to create a document in Anemos 0.2. Every document goes to the
// group with the empty path, straight into output/manifests/.

const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

const pageSize = 24;

// 1. From YAML text, parsed right away. Each value gets the type YAML gives
// it, so the number and the boolean are quoted to stay strings.
const settings = new anemos.Document(`
  apiVersion: v1
  kind: ConfigMap
  metadata:
    name: storefront-settings
  data:
    PAGE_SIZE: "${pageSize}"
    CURRENCY: EUR
    SHOW_REVIEWS: "true"
`);

// 2. From a plain object, with a file path of its own. The path may contain
// folders.
const robotsContent = {
  apiVersion: "v1",
  kind: "ConfigMap",
  metadata: {
    name: "storefront-robots",
  },
  data: {
    "robots.txt": "User-agent: *\nDisallow: /checkout/\n",
  },
};
const robots = new anemos.Document(robotsContent);
robots.setPath("static/robots.yaml");

// The document wraps robotsContent itself, not a copy: this later change to
// the object is part of the output.
robotsContent.data["robots.txt"] += "Disallow: /account/\n";

// 3. From a typed Kubernetes class, which sets apiVersion and kind.
const service = new anemos.k8s.Service({
  metadata: {
    name: "storefront",
  },
  spec: {
    selector: { app: "storefront" },
    ports: [{ name: "http", port: 80, targetPort: "http" }],
  },
});

// 4. An empty document, filled in like any other object.
const account = new anemos.Document();
account.apiVersion = "v1";
account.kind = "ServiceAccount";
account.metadata = { name: "storefront" };
account.automountServiceAccountToken = false;

builder.addDocument(settings);
builder.addDocument(robots);
builder.addDocument(service);
builder.addDocument(account);

builder.build();
