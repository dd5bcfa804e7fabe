// @ts-check
const anemos = require("@ohayocorp/anemos");

// Adds a Pod for the first application while resources are generated.
class App1Component extends anemos.Component {
  constructor() {
    super();

    this.addAction(anemos.steps.generateResources, (context) => {
      context.addDocument(
        "app1-pod.yaml",
        `
        apiVersion: v1
        kind: Pod
        metadata:
          name: app1
          labels:
            app: app1
        spec:
          containers:
            - name: app1
              image: nginx
        `,
      );
    });
  }
}

// Adds a Pod for the second application in the same step.
class App2Component extends anemos.Component {
  constructor() {
    super();

    this.addAction(anemos.steps.generateResources, (context) => {
      context.addDocument(
        "app2-pod.yaml",
        `
        apiVersion: v1
        kind: Pod
        metadata:
          name: app2
          labels:
            app: app2
        spec:
          containers:
            - name: app2
              image: nginx
        `,
      );
    });
  }
}

// Pins every workload labeled "app: app1" to one node. It works on documents
// that other components create, so its action runs at the modify step.
class SetNodeNameComponent extends anemos.Component {
  constructor() {
    super();

    this.addAction(anemos.steps.modify, (context) => {
      for (const document of context.getAllDocuments()) {
        if (!document.isWorkload()) {
          continue;
        }

        if (document.getLabel("app") !== "app1") {
          continue;
        }

        document.ensureWorkloadSpec().set("nodeName", "worker-1");
      }
    });
  }
}

const builder = new anemos.Builder(
  "1.31",
  anemos.KubernetesDistribution.Minikube,
  anemos.EnvironmentType.Development,
);

// Registered first, but its action belongs to a later step, so it runs last.
builder.addComponent(new SetNodeNameComponent());

// Both actions use the same step: App1 runs before App2 because it was added first.
builder.addComponent(new App1Component());
builder.addComponent(new App2Component());

builder.build();
