// Builds the whoami package the way `helm template demo ./whoami --set
// replicaCount=2` renders the chart: release name "demo", two replicas.
// Run it with `anemos build index.js`.

const anemos = require("@ohayocorp/anemos");
const whoami = require("./whoami.js");

const builder = new anemos.Builder();

whoami.add(builder, { name: "demo", replicaCount: 2 });

builder.build();
