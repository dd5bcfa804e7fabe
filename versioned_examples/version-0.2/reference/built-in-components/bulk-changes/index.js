// Changes a Deployment with opt-in components instead of editing its YAML
// (Anemos 0.2).

const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// A manifest as it could come from another package or a Helm chart.
builder.addDocument(`
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: web
    namespace: store
  spec:
    replicas: 2
    selector:
      matchLabels:
        app: web
    template:
      metadata:
        labels:
          app: web
      spec:
        containers:
          - name: web
            image: registry.example.com/store/web:1.4.0
            env:
              - name: LOG_LEVEL
                valueFrom:
                  configMapKeyRef:
                    name: web-settings
                    key: logLevel
            ports:
              - containerPort: 8080
`);

// Writes a Namespace for "store", which no document defines yet.
builder.createReferencedNamespaces();

// Labels the metadata of every document, the new Namespace included.
builder.setLabels({ "app.kubernetes.io/part-of": "store" });

// Lets every workload pull from the private registry.
builder.addWorkloadImagePullSecretNames("registry-credentials");

// Replaces the existing LOG_LEVEL variable, valueFrom included.
builder.overrideEnvironmentVariables("LOG_LEVEL", "debug");

builder.build();
