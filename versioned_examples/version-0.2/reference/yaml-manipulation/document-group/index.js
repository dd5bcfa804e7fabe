// Fills document groups in three ways and works with them in later steps
// (Anemos 0.2).

const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// No group: the document joins the group with the empty path and is written
// to output/manifests/configmap-shared-config.yaml.
builder.addDocument(`
  apiVersion: v1
  kind: ConfigMap
  metadata:
    name: shared-config
  data:
    LOG_LEVEL: info
`);

// documentGroup names the group, which is created on first use. The file goes
// to output/manifests/frontend/.
builder.addDocument({
  documentGroup: "frontend",
  content: {
    apiVersion: "v1",
    kind: "Pod",
    metadata: { name: "frontend" },
    spec: {
      containers: [{ name: "frontend", image: "nginx" }],
    },
  },
});

// A group built by hand, with two documents, and added as a whole.
const backend = new anemos.DocumentGroup("backend");
backend.addDocuments([
  new anemos.Document({
    apiVersion: "v1",
    kind: "Pod",
    metadata: { name: "backend" },
    spec: {
      priorityClassName: "backend-critical",
      containers: [{ name: "backend", image: "nginx" }],
    },
  }),
  new anemos.Document({
    apiVersion: "scheduling.k8s.io/v1",
    kind: "PriorityClass",
    metadata: { name: "backend-critical" },
    value: 100000,
  }),
]);
builder.addDocumentGroup(backend);

// In the modify step, every group of the build is available from the context.
builder.onModify((context) => {
  for (const group of context.getDocumentGroups()) {
    for (const document of group.documents) {
      document.setLabel("part-of", group.path === "" ? "shared" : group.path);
    }
  }

  // Put the namespaced objects of one group into a namespace. The
  // PriorityClass is cluster-scoped and keeps no namespace.
  const backendGroup = context.getDocumentGroup("backend");
  for (const document of backendGroup?.documents ?? []) {
    const { apiVersion, kind } = document;
    if (
      apiVersion !== undefined &&
      kind !== undefined &&
      context.kubernetesResourceInfo.isNamespaced(apiVersion, kind)
    ) {
      (document.metadata ??= {}).namespace = "backend";
    }
  }
});

// Apply the frontend only once the backend is applied and ready.
builder.onSpecifyProvisionerDependencies((context) => {
  const frontend = context.getDocumentGroup("frontend");
  const backendGroup = context.getDocumentGroup("backend");
  if (frontend !== null && backendGroup !== null) {
    frontend.provisionAfter(backendGroup);
  }
});

builder.build();
