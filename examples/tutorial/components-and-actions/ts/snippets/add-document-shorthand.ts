import * as anemos from "@ohayocorp/anemos";

const pod = `
    apiVersion: v1
    kind: Pod
    metadata:
      name: nginx
    spec:
      containers:
        - name: nginx
          image: nginx
    `;

// The shorthand: one call on the builder.
export function addWithShorthand(builder: anemos.Builder): void {
  builder.addDocument("pod.yaml", pod);
}

// The same result, spelled out: a component with one action at the "generate resources" step.
export function addWithComponent(builder: anemos.Builder): void {
  const component = new anemos.Component();

  component.addAction(anemos.steps.generateResources, (context) => {
    context.addDocument("pod.yaml", pod);
  });

  builder.addComponent(component);
}
