// @ts-check
const anemos = require("@ohayocorp/anemos");

const name = "example-app";
const namespace = "default";
const image = "nginx";
const replicas = 1;

// Everything that belongs to the example application lives in one component.
class ExampleComponent extends anemos.Component {
  constructor() {
    super();

    // This action runs when the builder reaches the "generate resources" step.
    this.addAction(anemos.steps.generateResources, (context) => {
      context.addDocument(
        "deployment.yaml",
        `
          apiVersion: apps/v1
          kind: Deployment
          metadata:
            name: ${name}
            namespace: ${namespace}
          spec:
            replicas: ${replicas}
            selector:
              matchLabels:
                app: ${name}
            template:
              metadata:
                labels:
                  app: ${name}
              spec:
                containers:
                  - name: app
                    image: ${image}
                    ports:
                      - containerPort: 80
        `,
      );

      context.addDocument("service.yaml", {
        apiVersion: "v1",
        kind: "Service",
        metadata: {
          name: name,
          namespace: namespace,
        },
        spec: {
          selector: {
            app: name,
          },
          ports: [
            {
              protocol: "TCP",
              port: 80,
              targetPort: 80,
            },
          ],
        },
      });
    });
  }
}

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// The main script only registers the component; the component decides what to generate.
builder.addComponent(new ExampleComponent());

builder.build();
