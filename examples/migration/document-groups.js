// @ts-check
// Next: a group sets the namespace of its documents and renames clashing files.

/** @param {import("@ohayocorp/anemos").Builder} builder */
function add(builder) {
  builder.onModify((context) => {
    const cache = context.getDocumentGroup("cache");
    if (cache === null) {
      return;
    }

    cache.setNamespaces(context, "cache");
    cache.fixNameClashes();
  });
}

module.exports = { add };
