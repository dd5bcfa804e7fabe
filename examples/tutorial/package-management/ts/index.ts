import * as anemos from "@ohayocorp/anemos";
import * as helloWorld from "hello-world";

// Settings of the example application. Every field is optional.
class Options {
  // Name of the Deployment, the Service and the `app` label.
  name?: string;
  // Namespace of the Deployment and the Service.
  namespace?: string;
  // Image of the web container.
  image?: string;
  // Number of Pods the Deployment runs.
  replicas?: number;
}

class ExampleAppComponent extends anemos.Component {
  options: Options;

  constructor(options?: Options) {
    super();

    this.options = options ?? {};

    // Runs before any resources are generated: every missing value gets its default here.
    this.addAction(anemos.steps.sanitize, () => {
      this.options.name ??= "example-app";
      this.options.namespace ??= "default";
      this.options.image ??= "nginx";
      this.options.replicas ??= 1;
    });

    this.addAction(anemos.steps.generateResources, (context) => {
      const { name, namespace, image, replicas } = this.options;

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
                  tier: web
              spec:
                containers:
                  - name: web
                    image: ${image}
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
          name: name,
          namespace: namespace,
        },
        spec: {
          type: "ClusterIP",
          selector: {
            app: name,
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

// Your own component, configured as on the previous page.
builder.addComponent(
  new ExampleAppComponent({
    image: "nginx:1.27",
    replicas: 3,
  }),
);

// The package registers its manifests with the same builder.
helloWorld.add(builder, {
  name: "example-hello-world",
  replicaCount: 2,
});

builder.build();
