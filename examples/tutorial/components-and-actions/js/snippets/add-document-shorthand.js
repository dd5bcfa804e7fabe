// @ts-check
const anemos = require("@ohayocorp/anemos");

const settings = `
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: example-settings
    data:
      greeting: Hello from Anemos
  `;

/**
 * One call on the builder.
 * @param {anemos.Builder} builder
 */
function withShorthand(builder) {
  builder.addDocument("settings.yaml", settings);
}

/**
 * What the shorthand does for you: a component whose only action adds the document
 * at the "generate resources" step.
 * @param {anemos.Builder} builder
 */
function withComponent(builder) {
  const component = new anemos.Component();

  component.addAction(anemos.steps.generateResources, (context) => {
    context.addDocument("settings.yaml", settings);
  });

  builder.addComponent(component);
}

module.exports = { withShorthand, withComponent };
