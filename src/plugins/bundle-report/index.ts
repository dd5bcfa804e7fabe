import path from 'node:path';

import type { Plugin } from '@docusaurus/types';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';

/**
 * Writes the client bundle's composition (each emitted script with its modules, parsed and gzip sizes) as JSON, for
 * `npm run bench:bundle`. The server bundle never reaches a browser, so it is left out. Docusaurus's own
 * `--bundle-analyzer` flag only opens the interactive tree map, which a script cannot read.
 */
export default function bundleReport({ reportFile }: { reportFile: string }) {
  return function bundleReportPlugin(): Plugin {
    return {
      name: 'bundle-report',
      configureWebpack(_config, isServer) {
        if (isServer) {
          return {};
        }
        return {
          plugins: [
            new BundleAnalyzerPlugin({
              analyzerMode: 'json',
              openAnalyzer: false,
              reportFilename: path.resolve(reportFile),
              logLevel: 'warn',
            }),
          ],
        };
      },
    };
  };
}
