const anemos = require("@ohayocorp/anemos");

/**
 * @typedef {object} Options
 * @property {string} [name]
 * @property {number} [replicas]
 */

class Web extends anemos.Component {
  /** @param {Options} [options] */
  constructor(options) {
    super();
    this.options = options ?? {};

    // Defaults first, before any action reads the options.
    this.addAction(anemos.steps.sanitize, () => {
      this.options.name ??= "web";
      this.options.replicas ??= 1;
    });

    this.addAction(anemos.steps.generateResources, (context) => {
      const { name, replicas } = this.options;
      context.addDocument({
        documentGroup: name,
        content: `
          apiVersion: apps/v1
          kind: Deployment
          metadata:
            name: ${name}
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
                  - name: web
                    image: nginx:1.27
        `,
      });
    });
  }
}

const builder = new anemos.Builder();
builder.addComponent(new Web({ replicas: 3 }));
builder.build();
