// Merges one document group into another (Anemos 0.2). Call it from a modify
// action, for example:
//   builder.onModify((context) => mergeGroups(context, "legacy", "frontend"));

/**
 * Moves every document and additional file of the source group into the
 * target group, then takes the emptied source group out of the build.
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
}

module.exports = { mergeGroups };
