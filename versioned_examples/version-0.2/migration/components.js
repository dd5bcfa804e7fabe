// 0.2: every builder collects CRDs and Namespaces by default, and the apply
// options are a plain object.

/** @param {import("@ohayocorp/anemos").Builder} builder */
function add(builder) {
  // Replace the default collector to use another group than "crds".
  const collector = builder.components.find(
    (component) => component.getIdentifier() === "collect-crds",
  );
  if (collector) {
    builder.removeComponent(collector);
  }
  builder.collectCRDs({ documentGroup: "cluster-crds" });

  builder.apply({ skipConfirmation: true });
}

module.exports = { add };
