// The bundler's loader for the generated site config in the browser's build (see index.ts). CommonJS, since the
// bundler requires loaders by path.
//
// Core writes the module as a comment followed by `export default <the config as JSON>;`.
const moduleShape = /^(\/\*[\s\S]*?\*\/\s*export default )([\s\S]*);\s*$/;

/** The fields of the site config that only the build reads: the page template and what configures the plugins. */
const buildOnlyFields = ['ssrTemplate', 'presets', 'plugins', 'headTags'];

/** The config module's source without the build-only fields. Throws if core changed the module's shape. */
function withoutBuildOnlyFields(source) {
  const match = moduleShape.exec(source);
  if (!match) {
    throw new Error('browser-generated-data: the generated site config no longer has the shape this loader reads');
  }
  const config = JSON.parse(match[2]);
  for (const field of buildOnlyFields) {
    delete config[field];
  }
  return `${match[1]}${JSON.stringify(config)};\n`;
}

module.exports = withoutBuildOnlyFields;
module.exports.withoutBuildOnlyFields = withoutBuildOnlyFields;
module.exports.buildOnlyFields = buildOnlyFields;
