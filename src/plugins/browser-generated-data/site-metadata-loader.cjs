// The bundler's loader for the generated site metadata in the browser's build (see index.ts). CommonJS, since the
// bundler requires loaders by path.

/** The metadata's JSON without the version of every plugin, which only the debug plugin's pages show. */
function withoutPluginVersions(source) {
  const metadata = JSON.parse(source);
  if (typeof metadata.pluginVersions !== 'object' || typeof metadata.docusaurusVersion !== 'string') {
    throw new Error('browser-generated-data: the generated site metadata no longer has the shape this loader reads');
  }
  return JSON.stringify({ ...metadata, pluginVersions: {} });
}

module.exports = withoutPluginVersions;
module.exports.withoutPluginVersions = withoutPluginVersions;
