// @ts-check
const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// ...documents, components and charts...

// A plain `anemos build index.js` now applies too, every group as its own
// apply set, without the prompt. Do not add --apply as well.
const options = new anemos.apply.Options();
options.skipConfirmation = true;
builder.apply(options);

builder.build();
