// @ts-check
const anemos = require("@ohayocorp/anemos");

// An empty mapping, written as {}.
const empty = new anemos.Mapping();

// A mapping from string keys and string values:
//   name: web
//   image: nginx
const container = new anemos.Mapping({ name: "web", image: "nginx" });

// Nested objects become mappings and arrays become sequences:
//   name: web
//   labels:
//     app: web
//     tier: frontend
//   finalizers:
//     - example.com/cleanup
const metadata = new anemos.Mapping({
  name: "web",
  labels: { app: "web", tier: "frontend" },
  finalizers: ["example.com/cleanup"],
});

// A mapping parsed from YAML text. The common indentation is removed
// before parsing, so the text can follow the indentation of your code.
const port = anemos.parseMapping(`
  name: http
  containerPort: 80
  protocol: TCP
`);

console.log(anemos.serializeToYaml(empty));
console.log(anemos.serializeToYaml(container));
console.log(anemos.serializeToYaml(metadata));
console.log(anemos.serializeToYaml(port));
