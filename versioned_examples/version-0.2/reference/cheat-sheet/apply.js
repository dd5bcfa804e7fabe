const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

// ...documents, components and charts...

// A plain `anemos build index.js` now applies too: only the groups whose path
// matches, without the prompt. Do not add --apply, which would apply twice.
builder.apply({ documentGroups: ["^web$"], skipConfirmation: true });

builder.build();
