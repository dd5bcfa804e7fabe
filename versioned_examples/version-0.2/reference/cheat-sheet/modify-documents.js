const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// Runs once every document exists, those of packages and charts included.
builder.onModify((context) => {
  for (const document of context.getAllDocuments()) {
    document.setLabel("team", "payments");
    if (document.isDeployment()) {
      document.spec.replicas = 2;
    }
  }
});

builder.build();
