// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Without a group path, the document joins the group whose path is empty.
// It is written to output/manifests/shared-config.yaml.
builder.addDocument("shared-config.yaml", {
  apiVersion: "v1",
  kind: "ConfigMap",
  metadata: {
    name: "shared-config",
  },
  data: {
    LOG_LEVEL: "info",
  },
});

// With a group path as the first argument, the document joins that group,
// which is created on first use. It is written to output/manifests/frontend/.
builder.addDocument(
  "frontend",
  "pod.yaml",
  `
  apiVersion: v1
  kind: Pod
  metadata:
    name: frontend
  spec:
    containers:
      - name: frontend
        image: nginx
  `,
);

// A group can also be built by hand and added to the context in an action.
builder.onGenerateResources((context) => {
  const backend = new anemos.DocumentGroup("backend");

  backend.addDocument(
    new anemos.Document("pod.yaml", {
      apiVersion: "v1",
      kind: "Pod",
      metadata: {
        name: "backend",
      },
      spec: {
        containers: [{ name: "backend", image: "nginx" }],
      },
    }),
  );

  context.addDocumentGroup(backend);
});

// In the modify step, every group can be looked up by its path. Label the
// documents of each group with the part of the application they belong to.
builder.onModify((context) => {
  const parts = [
    ["", "shared"],
    ["frontend", "frontend"],
    ["backend", "backend"],
  ];
  for (const [path, part] of parts) {
    const group = context.getDocumentGroup(path);
    if (group === null) {
      continue;
    }
    for (const document of group.documents) {
      document.setLabel("part-of", part);
    }
  }

  // Put the namespaced resources of one group into a namespace.
  const backend = context.getDocumentGroup("backend");
  if (backend !== null) {
    backend.setNamespaces(context, "backend");
  }
});

builder.build();
