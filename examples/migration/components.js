// @ts-check
// Next: CRDs and Namespaces are collected only on request, into folders, and
// the apply options are built with a constructor.

const anemos = require("@ohayocorp/anemos");

/** @param {anemos.Builder} builder */
function add(builder) {
  builder.collectCRDs(new anemos.collectCRDs.Options("cluster-crds"));
  builder.collectNamespaces();

  const applyOptions = new anemos.apply.Options();
  applyOptions.skipConfirmation = true;
  builder.apply(applyOptions);
}

module.exports = { add };
