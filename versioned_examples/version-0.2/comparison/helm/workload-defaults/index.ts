import * as anemos from "@ohayocorp/anemos";
import { applyWorkloadDefaults } from "./workload-defaults";

const builder = new anemos.Builder();

// A Deployment written as an object.
builder.addDocument({
  documentGroup: "shop",
  content: {
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: {
      name: "web",
      labels: { app: "web" },
    },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: "web" } },
      template: {
        metadata: { labels: { app: "web" } },
        spec: {
          containers: [
            {
              name: "web",
              image: "nginx:1.27",
              ports: [{ containerPort: 80 }],
            },
          ],
        },
      },
    },
  },
});

// A Job written as YAML text.
builder.addDocument({
  documentGroup: "shop",
  content: `
    apiVersion: batch/v1
    kind: Job
    metadata:
      name: migrate
      labels:
        app: migrate
    spec:
      template:
        metadata:
          labels:
            app: migrate
        spec:
          restartPolicy: Never
          containers:
            - name: migrate
              image: registry.example.com/shop/migrate:2.4.0
              args:
                - --apply
  `,
});

applyWorkloadDefaults(builder, "payments");

builder.build();
