// Uses the package from package.js under a name of its own (Anemos 0.2).

const anemos = require("@ohayocorp/anemos");
const examplePackage = require("./package.js");

const builder = new anemos.Builder();

examplePackage.add(builder, {
  name: "example-package",
});

builder.build();
