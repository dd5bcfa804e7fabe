// @ts-check
const anemos = require("@ohayocorp/anemos");

// An empty sequence, written as [].
const empty = new anemos.Sequence();

// Items can mix strings, objects and nested arrays:
//   - web
//   - name: sidecar
//   - - first
//     - second
const mixed = new anemos.Sequence([
  "web",
  { name: "sidecar" },
  ["first", "second"],
]);

// A sequence of mappings parsed from YAML text.
const env = anemos.parseSequence(`
  - name: LOG_LEVEL
    value: info
  - name: PORT
    value: "8080"
`);

// Append one more item from an object.
env.add({ name: "MODE", value: "production" });

console.log(anemos.serializeToYaml(empty));
console.log(anemos.serializeToYaml(mixed));
console.log(anemos.serializeToYaml(env));
