const anemos = require("@ohayocorp/anemos");
const helloWorld = require("https://anemos.sh/examples/0.2/hello-world.js");

const builder = new anemos.Builder();

helloWorld.add(builder);

// Runs after every package has added its documents, before they are written.
builder.onModify((context) => {
  // A document is a plain JavaScript object: read and change its fields in place.
  // Here one document, the Deployment, found by its path. The package gives its
  // files no names, so each is named after the object's kind and name.
  const deployment = context.getDocument(
    "anemos-hello-world/deployment-anemos-hello-world.yaml",
  );
  if (deployment) {
    // The package has no option for resource limits, so set them on its container.
    const container = deployment.getContainer("http-echo");
    container.resources = { limits: { memory: "64Mi" } };
    deployment.setLabel("tier", "backend");
  }

  // Change every document at once: here the Deployment and the Service.
  for (const document of context.getAllDocuments()) {
    document.setLabel("owner", "platform-team");
  }
});

builder.build();
