import * as anemos from "@ohayocorp/anemos";

// Settings of the application. Each value is written once
// and used by both manifests.
const app = {
  name: "example-app",
  namespace: "default",
  image: "nginx",
  replicas: 1,
};

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// The Deployment as YAML text. Anemos strips the shared indentation before parsing it.
builder.addDocument(
  "deployment.yaml",
  `
    apiVersion: apps/v1
    kind: Deployment
    metadata:
      name: ${app.name}
      namespace: ${app.namespace}
    spec:
      replicas: ${app.replicas}
      selector:
        matchLabels:
          app: ${app.name}
      template:
        metadata:
          labels:
            app: ${app.name}
            tier: web
        spec:
          containers:
            - name: web
              image: ${app.image}
              ports:
                - name: http
                  containerPort: 80
              readinessProbe:
                httpGet:
                  path: /
                  port: http
  `,
);

// The Service as a plain object. Anemos turns it into YAML, keeping the key order.
builder.addDocument("service.yaml", {
  apiVersion: "v1",
  kind: "Service",
  metadata: {
    name: app.name,
    namespace: app.namespace,
  },
  spec: {
    type: "ClusterIP",
    selector: {
      app: app.name,
    },
    ports: [
      {
        name: "http",
        port: 80,
        targetPort: 80,
        protocol: "TCP",
      },
    ],
  },
});

builder.build();
