// @ts-check
const anemos = require("@ohayocorp/anemos");

const container = anemos.parseMapping(`
  image: nginx
  tty: true
`);

// A string value. set() returns the Scalar it created.
container.set("imagePullPolicy", "IfNotPresent");

// An object value becomes a nested mapping.
container.set("resources", { limits: { memory: "256Mi" } });

// An array value becomes a sequence.
container.set("args", ["--port", "8080"]);

// Remove an entry by its key.
container.remove("tty");

// Insert an entry at a position. Index 0 puts it first.
container.insert(0, "name", "web");

// The mapping now reads:
//   name: web
//   image: nginx
//   imagePullPolicy: IfNotPresent
//   resources:
//     limits:
//       memory: 256Mi
//   args:
//     - --port
//     - "8080"
console.log(anemos.serializeToYaml(container));
