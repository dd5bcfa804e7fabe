// Program of the Applying Manifests page of the Anemos 0.2 docs, served at
// https://anemos.sh/examples/0.2/build-apply.js and written for v0.2.1.
// It loads two packages straight from their URLs, adds both to one builder
// and builds. Run it with `anemos build --apply build-apply.js` to write the
// manifests and apply each document group as its own apply set.

const anemos = require("@ohayocorp/anemos");
const helloWorld = require("https://anemos.sh/examples/0.2/hello-world.js");
const simplePackage = require("https://anemos.sh/examples/0.2/simple-package.js");

const builder = new anemos.Builder();

// Both packages use their default options here.
helloWorld.add(builder);
simplePackage.add(builder);

builder.build();
