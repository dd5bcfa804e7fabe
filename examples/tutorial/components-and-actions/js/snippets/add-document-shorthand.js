// @ts-check
const anemos = require("@ohayocorp/anemos");

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

/**
 * The shorthand: one call on the builder.
 * @param {anemos.Builder} builder
 */
function addWithShorthand(builder) {
  builder.addDocument("pod.yaml", pod);
}

/**
 * The same result, spelled out: a component with one action at the "generate resources" step.
 * @param {anemos.Builder} builder
 */
function addWithComponent(builder) {
  const component = new anemos.Component();

  component.addAction(anemos.steps.generateResources, (context) => {
    context.addDocument("pod.yaml", pod);
  });

  builder.addComponent(component);
}

module.exports = { addWithShorthand, addWithComponent };
