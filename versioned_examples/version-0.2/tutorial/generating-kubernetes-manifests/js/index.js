const anemos = require("@ohayocorp/anemos");

// The settings of the application. Both manifests read them from here, so
// each value is written only once.
const app = {
  name: "example-app",
  namespace: "default",
  image: "nginx",
  replicas: 1,
};

// No arguments: Kubernetes 1.33, no particular distribution or environment.
const builder = new anemos.Builder();

// The Deployment as YAML text. It gets no file name, so Anemos names the file
// after its kind and name: deployment-example-app.yaml.
builder.addDocument(`
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
`);

// The Service as a typed object. The class sets apiVersion and kind, and the
// object you pass becomes the document itself: Anemos does not copy it.
const service = new anemos.k8s.Service({
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
        targetPort: "http",
        protocol: "TCP",
      },
    ],
  },
});

builder.addDocument(service);

builder.build();
