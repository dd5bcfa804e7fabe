import * as anemos from "@ohayocorp/anemos";

const settings = `
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: example-settings
    data:
      greeting: Hello from Anemos
  `;

// One call on the builder.
export function withShorthand(builder: anemos.Builder): void {
  builder.addDocument("settings.yaml", settings);
}

// What the shorthand does for you: a component whose only action adds the document
// at the "generate resources" step.
export function withComponent(builder: anemos.Builder): void {
  const component = new anemos.Component();

  component.addAction(anemos.steps.generateResources, (context) => {
    context.addDocument("settings.yaml", settings);
  });

  builder.addComponent(component);
}
