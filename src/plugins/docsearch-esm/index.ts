import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

/**
 * With DocSearch v3 the Algolia theme aliases the v4 entry points (`version`, `useDocSearchKeyboardEvents`,
 * `useTheme`) to the package's CommonJS bundle, while the search button imports the ES module bundle: first-load JS
 * carried DocSearch twice, modal included. The static imports now share the ES module bundle, from which the bundler
 * keeps only what the button uses, and the lazily imported modal gets the CommonJS bundle as its own chunk, so the
 * modal and the Algolia client download only when a reader opens search.
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
