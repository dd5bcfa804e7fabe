// @ts-check
const anemos = require("@ohayocorp/anemos");

/**
 * @typedef {import("./options").Options} Options
 */

class ExamplePackageComponent extends anemos.Component {
  /**
   * @param {Options} [options]
   */
  constructor(options) {
    super();

    this.options = options ?? {};

    this.addAction(anemos.steps.sanitize, () => {
      this.options.name ??= "example-package";
      this.options.namespace ??= "default";
      this.options.image ??= "nginx";
    });

    this.addAction(anemos.steps.generateResources, (context) => {
      const options = this.options;

      // Keep the package's manifests together in a group named after the package instance.
      // The sanitize action has already filled in the name.
      const group = new anemos.DocumentGroup(
        /** @type {string} */ (options.name),
      );

      group.addDocument(
        new anemos.Document(
          "pod.yaml",
          `
            apiVersion: v1
            kind: Pod
            metadata:
              name: ${options.name}
              namespace: ${options.namespace}
            spec:
              containers:
                - name: main
                  image: ${options.image}
          `,
        ),
      );

      context.addDocumentGroup(group);
    });
  }
}

module.exports = { ExamplePackageComponent };
