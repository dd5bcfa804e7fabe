const anemos = require("@ohayocorp/anemos");
const helloWorld = require("https://anemos.sh/examples/0.2/hello-world.js");

const builder = new anemos.Builder();

// Add as many applications as the cluster runs; each one gets its own folder.
// With `ingress` set, this package writes a Deployment, a Service and an Ingress.
helloWorld.add(builder, {
  ingress: { host: "anemos-hello-world.local" },
});

// Writes plain YAML to output/manifests. Commit it and let your GitOps tool sync it.
builder.build();
