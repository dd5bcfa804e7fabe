const anemos = require("@ohayocorp/anemos");

// Gives every batch workload a low scheduling priority. It changes documents
// that other components create, so its action belongs to the modify step.
class BatchPriorityComponent extends anemos.Component {
  constructor() {
    super();

    this.addAction(anemos.steps.modify, (context) => {
      for (const document of context.getAllDocuments()) {
        // Only workloads have a pod spec; the ConfigMap is skipped.
        if (!document.asWorkload()) {
          continue;
        }

        if (document.metadata?.labels?.tier !== "batch") {
          continue;
        }

        // The pod spec is .spec on a Pod and .spec.template.spec on a Deployment.
        document.ensureWorkloadSpec().priorityClassName = "background";
      }
    });
  }
}

// The web front end of a photo gallery: a single Pod.
class GalleryComponent extends anemos.Component {
  constructor() {
    super();

    this.addAction(anemos.steps.generateResources, (context) => {
      context.addDocument({
        content: `
          apiVersion: v1
          kind: Pod
          metadata:
            name: gallery
            labels:
              app: gallery
              tier: web
          spec:
            containers:
              - name: gallery
                image: registry.example.com/gallery:1.4.0
        `,
      });
    });
  }
}

// A background worker that renders thumbnails, with its settings in a ConfigMap.
class ThumbnailerComponent extends anemos.Component {
  constructor() {
    super();

    this.addAction(anemos.steps.generateResources, (context) => {
      context.addDocument({
        content: `
          apiVersion: v1
          kind: ConfigMap
          metadata:
            name: thumbnailer-settings
            labels:
              app: thumbnailer
              tier: batch
          data:
            format: webp
            quality: "80"
        `,
      });

      context.addDocument({
        content: `
          apiVersion: apps/v1
          kind: Deployment
          metadata:
            name: thumbnailer
            labels:
              app: thumbnailer
              tier: batch
          spec:
            replicas: 2
            selector:
              matchLabels:
                app: thumbnailer
            template:
              metadata:
                labels:
                  app: thumbnailer
                  tier: batch
              spec:
                containers:
                  - name: thumbnailer
                    image: registry.example.com/thumbnailer:2.1.0
                    envFrom:
                      - configMapRef:
                          name: thumbnailer-settings
        `,
      });
    });
  }
}

const builder = new anemos.Builder();

// Added first, yet its modify action runs after every generate-resources action.
builder.addComponent(new BatchPriorityComponent());

// Same step for both: the gallery's action runs first because it was added first.
builder.addComponent(new GalleryComponent());
builder.addComponent(new ThumbnailerComponent());

builder.build();
