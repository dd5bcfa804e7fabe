// The Next form against the 0.2 declarations: 0.2 takes one argument, so the
// type check stops at the path that comes first.

/** @param {import("@ohayocorp/anemos").Builder} builder */
function add(builder) {
  const service = {
    apiVersion: "v1",
    kind: "Service",
    metadata: { name: "web" },
  };

  // @ts-expect-error
  builder.addDocument("service.yaml", service);
}

module.exports = { add };
