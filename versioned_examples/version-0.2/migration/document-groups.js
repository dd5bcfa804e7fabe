// 0.2: set the namespace of each namespaced document yourself; nothing
// replaces fixNameClashes.

/** @param {import("@ohayocorp/anemos").Builder} builder */
function add(builder) {
  builder.onModify((context) => {
    const cache = context.getDocumentGroup("cache");
    if (cache === null) {
      return;
    }

    const resources = context.kubernetesResourceInfo;
    for (const document of cache.documents) {
      const { apiVersion, kind } = document;
      if (apiVersion && kind && resources.isNamespaced(apiVersion, kind)) {
        (document.metadata ??= {}).namespace = "cache";
      }
    }
  });
}

module.exports = { add };
