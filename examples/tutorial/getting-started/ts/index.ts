import * as anemos from "@ohayocorp/anemos";

// Describe the target cluster: Kubernetes 1.31 on Minikube, used for development.
const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Add a single Pod. The first argument is the output file name, the second one is the manifest.
builder.addDocument(
  "pod.yaml",
  `
    apiVersion: v1
    kind: Pod
    metadata:
      name: nginx
    spec:
      containers:
        - name: nginx
          image: nginx
          ports:
            - containerPort: 80
  `,
);

// Run every registered action and write the manifests.
builder.build();
