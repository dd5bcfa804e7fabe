// Program from the Applying Manifests tutorial, served at https://anemos.sh/examples/build-apply.js.
// It loads two packages straight from their URLs, adds both to one builder and builds.
// Run it with `anemos build --apply build-apply.js` to write the manifests and apply
// each document group as its own apply set.

const anemos = require("@ohayocorp/anemos");
const helloWorld = require("https://anemos.sh/examples/hello-world.js");
const simplePackage = require("https://anemos.sh/examples/simple-package.js");

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Both packages use their default options here.
helloWorld.add(builder);
simplePackage.add(builder);

builder.build();
