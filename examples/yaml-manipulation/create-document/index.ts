import * as anemos from "@ohayocorp/anemos";

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

const currency = "EUR";
const pageSize = 24;

// 1. An empty document: its root is an empty mapping.
const placeholder = new anemos.Document("placeholder.yaml");

// 2. A document parsed from YAML text. The values are interpolated with a
// template literal, and the text decides how each one is quoted. The path
// holds a folder, so the file is written to storefront/settings-text.yaml.
const fromText = anemos.parseDocument(
  "storefront/settings-text.yaml",
  `
  apiVersion: v1
  kind: ConfigMap
  metadata:
    name: storefront-text
  data:
    CURRENCY: '${currency}'
    PAGE_SIZE: "${pageSize}"
    SHOW_REVIEWS: "true"
  `,
);

// 3. A document converted from a plain object. The conversion decides the
// quoting. Libraries such as kubernetes-models or kubernetes-types give these
// objects types.
const fromObject = new anemos.Document("storefront/settings-object.yaml", {
  apiVersion: "v1",
  kind: "ConfigMap",
  metadata: {
    name: "storefront-object",
  },
  data: {
    CURRENCY: currency,
    PAGE_SIZE: String(pageSize),
    SHOW_REVIEWS: "true",
  },
});

builder.addDocument(placeholder);
builder.addDocument(fromText);
builder.addDocument(fromObject);

builder.build();
