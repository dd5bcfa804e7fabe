import * as anemos from "@ohayocorp/anemos";

const settings = `
  apiVersion: v1
  kind: ConfigMap
  metadata:
    name: example-settings
  data:
    greeting: Hello from Anemos
`;

// The shorthand: one call on the builder.
export function withShorthand(builder: anemos.Builder): void {
  builder.addDocument(settings);
}

// What the shorthand registers for you: a component with one action that adds
// the document at the "generate resources" step.
export function withComponent(builder: anemos.Builder): void {
  const component = new anemos.Component();

  component.addAction(anemos.steps.generateResources, (context) => {
    context.addDocument({ content: settings });
  });

  builder.addComponent(component);
}
