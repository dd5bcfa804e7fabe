// @ts-check
const anemos = require("@ohayocorp/anemos");
const helloWorld = require("hello-world");

/**
 * Settings of the example application. Every field is optional.
 * @typedef {object} Options
 * @property {string} [name] Name of the Deployment, the Service and the `app` label.
 * @property {string} [namespace] Namespace of the Deployment and the Service.
 * @property {string} [image] Image of the web container.
 * @property {number} [replicas] Number of Pods the Deployment runs.
 */

class ExampleAppComponent extends anemos.Component {
  /**
   * @param {Options} [options]
   */
  constructor(options) {
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
