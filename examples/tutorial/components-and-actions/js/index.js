// @ts-check
const anemos = require("@ohayocorp/anemos");

const app = {
  name: "example-app",
  namespace: "default",
  image: "nginx",
  replicas: 1,
};

// Everything that makes up the example application, kept in one component.
class ExampleAppComponent extends anemos.Component {
  constructor() {
    super();

    // Runs when the build reaches the "generate resources" step.
    this.addAction(anemos.steps.generateResources, (context) => {
      context.addDocument(
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

      context.addDocument("service.yaml", {
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
    });
  }
}

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Register the component. The component itself decides what to generate.
builder.addComponent(new ExampleAppComponent());

builder.build();
