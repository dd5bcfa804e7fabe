// @ts-check
/**
 * Moves every document and additional file of one group into another group,
 * then removes the emptied group from the build. Call it from a modify action.
 *
 * @param {import("@ohayocorp/anemos").BuildContext} context
 * @param {string} sourcePath
 * @param {string} targetPath
 */
function mergeGroups(context, sourcePath, targetPath) {
  const source = context.getDocumentGroup(sourcePath);
  const target = context.getDocumentGroup(targetPath);
  if (source === null || target === null) {
    return;
  }

  source.moveTo(target);
  context.removeDocumentGroup(source);

  // Both groups may have had a document with the same path, for example
  // "pod.yaml". Rename duplicates so that every output file stays unique.
  target.fixNameClashes();
}

module.exports = { mergeGroups };
