import * as anemos from "@ohayocorp/anemos";

const app = {
  name: "example-app",
  namespace: "default",
  image: "nginx",
  replicas: 1,
};

// The example application as one component: it owns both of its manifests.
class ExampleAppComponent extends anemos.Component {
  constructor() {
    super();

    // This action runs when the build reaches the "generate resources" step.
    this.addAction(anemos.steps.generateResources, (context) => {
      // The context has no overload for bare YAML text: pass the text as the
      // content of an options object.
      context.addDocument({
        content: `
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
      });

      context.addDocument(
        new anemos.k8s.Service({
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
        }),
      );
    });
  }
}

const builder = new anemos.Builder();

// Register the component; what it generates is up to the component.
builder.addComponent(new ExampleAppComponent());

builder.build();
