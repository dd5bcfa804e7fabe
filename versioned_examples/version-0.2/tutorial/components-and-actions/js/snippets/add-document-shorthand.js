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
 * The shorthand: one call on the builder.
 * @param {anemos.Builder} builder
 */
function withShorthand(builder) {
  builder.addDocument(settings);
}

/**
 * What the shorthand registers for you: a component with one action that adds
 * the document at the "generate resources" step.
 * @param {anemos.Builder} builder
 */
function withComponent(builder) {
  const component = new anemos.Component();

  component.addAction(anemos.steps.generateResources, (context) => {
    context.addDocument({ content: settings });
  });

  builder.addComponent(component);
}

module.exports = { withShorthand, withComponent };
