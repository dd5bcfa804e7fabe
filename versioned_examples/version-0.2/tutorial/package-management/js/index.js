const anemos = require("@ohayocorp/anemos");
const helloWorld = require("@ohayocorp/anemos-hello-world");

/**
 * The settings of the example application. Every field is optional.
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

    // Runs before anything is generated: each missing value gets its default.
    this.addAction(anemos.steps.sanitize, () => {
      this.options.name ??= "example-app";
      this.options.namespace ??= "default";
      this.options.image ??= "nginx";
      this.options.replicas ??= 1;
    });

    this.addAction(anemos.steps.generateResources, (context) => {
      // The sanitize action has run, so every field holds a value by now.
      const settings = /** @type {Required<Options>} */ (this.options);
      const { name, namespace, image, replicas } = settings;

      context.addDocument({
        content: `
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
      });

      context.addDocument(
        new anemos.k8s.Service({
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

// Your own component, configured as on the previous page.
builder.addComponent(
  new ExampleAppComponent({
    image: "nginx:1.27",
    replicas: 3,
  }),
);

// The package registers its own component with the same builder.
helloWorld.add(builder, {
  name: "example-hello-world",
});

builder.build();
