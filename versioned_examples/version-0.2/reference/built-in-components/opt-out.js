// Replaces default components of a builder before the build (Anemos 0.2).

const anemos = require("@ohayocorp/anemos");

const builder = new anemos.Builder();

/**
 * Removes the component with the given identifier, if the builder holds one.
 * @param {string} identifier
 */
function removeComponent(identifier) {
  const component = builder.components.find(
    (candidate) => candidate.getIdentifier() === identifier,
  );
  if (component) {
    builder.removeComponent(component);
  }
}

// Keep the fields of every manifest in the order this program writes them.
removeComponent("sort-fields");

// Collect the Namespaces into the group "cluster" instead of "namespaces".
removeComponent("collect-namespaces");
builder.collectNamespaces({ documentGroup: "cluster" });

// Add documents and components here, then build.
builder.build();
