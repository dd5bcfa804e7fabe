// The bundler's loader for the generated route registry in the browser's build (see index.ts). CommonJS, since the
// bundler requires loaders by path.
//
// An entry of registry.js: `"<chunk>": [() => import(/* … */ "<module>"), "<module>", require.resolveWeak("<module>")],`.
// The second element, the module's path, is what the server's render reports to react-loadable.
const modulePath = /(\[\(\) => import\([^\]]*?\)), "[^"]*", (require\.resolveWeak\()/g;

/** The registry's source with each entry's module path replaced by 0. */
function withoutModulePaths(source) {
  return source.replace(modulePath, '$1, 0, $2');
}

module.exports = withoutModulePaths;
module.exports.withoutModulePaths = withoutModulePaths;
