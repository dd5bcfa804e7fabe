// A small shop package for the Deploying Manifests page of the Anemos 0.2
// docs, written for v0.2.1. It creates the Namespace "shop" and two echo
// servers, "orders" and "frontend", each in a document group of its own, and
// makes the frontend wait until the orders group is ready.

const anemos = require("@ohayocorp/anemos");

const namespace = "shop";

/**
 * Creates a group that holds a Deployment and a Service of the same name.
 * @param {string} name Name of the group, of both objects and of their label.
 * @returns {anemos.DocumentGroup}
 */
function echoServer(name) {
  const group = new anemos.DocumentGroup(name);

  group.addDocument(
    new anemos.Document(`
      apiVersion: apps/v1
      kind: Deployment
      metadata:
        name: ${name}
        namespace: ${namespace}
      spec:
        replicas: 1
        selector:
          matchLabels:
            app: ${name}
        template:
          metadata:
            labels:
              app: ${name}
          spec:
            containers:
              - name: echo
                image: hashicorp/http-echo:1.0
                args:
                  - "-text=${name}"
                ports:
                  - containerPort: 5678
    `),
  );

  group.addDocument(
    new anemos.Document(`
      apiVersion: v1
      kind: Service
      metadata:
        name: ${name}
        namespace: ${namespace}
      spec:
        selector:
          app: ${name}
        ports:
          - port: 80
            targetPort: 5678
    `),
  );

  return group;
}

/**
 * Adds the shop to a builder.
 * @param {anemos.Builder} builder
 */
function add(builder) {
  // No group is named, so the Namespace joins the default group.
  builder.addDocument(`
    apiVersion: v1
    kind: Namespace
    metadata:
      name: ${namespace}
  `);

  const orders = echoServer("orders");
  const frontend = echoServer("frontend");

  // Apply the frontend only once every object of "orders" is ready.
  frontend.provisionAfter(orders);

  builder.addDocumentGroup(orders);
  builder.addDocumentGroup(frontend);
}

module.exports = { add };
