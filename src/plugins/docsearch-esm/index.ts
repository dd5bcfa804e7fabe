import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

/**
 * With DocSearch v3 the Algolia theme aliases the v4 entry points (`version`, `useDocSearchKeyboardEvents`,
 * `useTheme`) to the package's CommonJS bundle, while the search button imports the ES module bundle: the first-load
 * JS then carried DocSearch twice, modal included. Pointing the aliases at the ES module bundle lets the bundler keep
 * one copy and drop what the button does not use, so the modal code arrives only with the lazy `modal` chunk.
 */
export default function docSearchEsmPlugin(): Plugin {
  const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
  const esmEntry = path.join(packageDir, 'dist/esm/index.js');
  const commonJsEntry = path.join(packageDir, 'dist/umd/index.js');
  return {
    name: 'docsearch-esm',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docsearch/react/version': esmEntry,
            '@docsearch/react/useDocSearchKeyboardEvents': esmEntry,
            '@docsearch/react/useTheme': esmEntry,
            '@docsearch/react/modal': commonJsEntry,
          },
        },
      };
    },
  };
}
