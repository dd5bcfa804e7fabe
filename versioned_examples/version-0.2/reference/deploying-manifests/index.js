// Builds the shop package with a builder's default components, which move
// the Namespace into the group "namespaces" and apply that group first.
// Run it with `anemos build --apply index.js`.

const anemos = require("@ohayocorp/anemos");
const shop = require("./shop.js");

const builder = new anemos.Builder();

shop.add(builder);

builder.build();
