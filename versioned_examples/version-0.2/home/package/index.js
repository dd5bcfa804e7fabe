const anemos = require("@ohayocorp/anemos");
const echo = require("./package.js");

// No arguments needed: the builder targets Kubernetes 1.33 unless told otherwise.
const builder = new anemos.Builder();

// Share the package as a file or a URL; anyone can add it with their own options.
echo.add(builder, { name: "hello-echo" });

builder.build();
