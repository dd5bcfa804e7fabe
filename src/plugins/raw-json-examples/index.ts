import type { Plugin } from '@docusaurus/types';

/**
 * Docs pages import example files as text through `!!raw-loader!`. For `.json` examples (a tsconfig.json, a
 * package.json) the bundler would still parse raw-loader's JavaScript output as JSON, so JSON files under
 * `examples/` are handed to it as JavaScript modules instead. Nothing imports those files as data.
 */
export default function rawJsonExamplesPlugin(): Plugin {
  return {
    name: 'raw-json-examples',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: /[\\/]examples[\\/].*\.json$/, type: 'javascript/auto' }],
        },
      };
    },
  };
}
