import * as anemos from "@ohayocorp/anemos";

// Settings of the example component. Every field is optional; missing fields get a default value.
class Options {
  // Name of the Deployment and the Service.
  name?: string;
  // Namespace of both resources.
  namespace?: string;
  // Container image the Deployment runs.
  image?: string;
  // Number of Pods the Deployment keeps running.
  replicas?: number;
}

class ExampleComponent extends anemos.Component {
  options: Options;

  constructor(options?: Options) {
    super();

    this.options = options ?? {};

    // Fill in every value the caller left out before any resource is generated.
    this.addAction(anemos.steps.sanitize, () => {
      this.options.name ??= "example-app";
      this.options.namespace ??= "default";
      this.options.image ??= "nginx";
      this.options.replicas ??= 1;
    });

    this.addAction(anemos.steps.generateResources, (context) => {
      const options = this.options;

      context.addDocument(
        "deployment.yaml",
        `
          apiVersion: apps/v1
          kind: Deployment
          metadata:
            name: ${options.name}
            namespace: ${options.namespace}
          spec:
            replicas: ${options.replicas}
            selector:
              matchLabels:
                app: ${options.name}
            template:
              metadata:
                labels:
                  app: ${options.name}
              spec:
                containers:
                  - name: app
                    image: ${options.image}
                    ports:
                      - containerPort: 80
        `,
      );

      context.addDocument("service.yaml", {
        apiVersion: "v1",
        kind: "Service",
        metadata: {
          name: options.name,
          namespace: options.namespace,
        },
        spec: {
          selector: {
            app: options.name,
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

// Only the values that differ from the defaults are passed.
builder.addComponent(
  new ExampleComponent({
    image: "nginx:1.27",
    replicas: 3,
  }),
);

builder.build();
