// @ts-check
const anemos = require("@ohayocorp/anemos");

// Without arguments the value is an empty string in plain style.
const empty = new anemos.Scalar();
console.log(empty.getValue() === ""); // true

// Strings, numbers and booleans.
const image = new anemos.Scalar("nginx");
const replicas = new anemos.Scalar(3);
const enabled = new anemos.Scalar(true);

// A multi-line string written as a literal block.
const script = new anemos.Scalar(
  "echo start\necho done\n",
  anemos.YamlStyle.Literal,
);

// Change the value and the style of an existing scalar.
image.setValue("nginx:1.27");
image.setStyle(anemos.YamlStyle.DoubleQuoted);

const settings = new anemos.Mapping();
settings.set("image", image);
settings.set("replicas", replicas);
settings.set("enabled", enabled);
settings.set("script", script);

// The mapping now reads:
//   image: "nginx:1.27"
//   replicas: 3
//   enabled: true
//   script: |
//     echo start
//     echo done
console.log(anemos.serializeToYaml(settings));
