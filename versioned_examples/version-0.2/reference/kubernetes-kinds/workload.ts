import * as anemos from "@ohayocorp/anemos";

const builder = new anemos.Builder();

const web = new anemos.k8s.Deployment({
  metadata: { name: "web" },
  spec: {
    selector: { matchLabels: { app: "web" } },
    template: {
      metadata: { labels: { app: "web" } },
      spec: { containers: [{ name: "web", image: "nginx:1.29" }] },
    },
  },
});

// @ts-expect-error
builder.addDocument(web);

builder.build();
