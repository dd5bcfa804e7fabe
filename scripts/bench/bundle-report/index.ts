import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';

export type BundleReportOptions = {
  /** Where the JSON report goes; the bundler's list of modules is written beside it. */
  reportFile: string;
};

/**
 * Writes the client bundle's composition (each emitted script with its modules, parsed and gzip sizes) as JSON, for
 * `npm run bench:bundle`. The server bundle never reaches a browser, so it is left out. Docusaurus's own
 * `--bundle-analyzer` flag only opens the interactive tree map, which a script cannot read.
 *
 * Under Rspack the report cannot say what a module merged by scope hoisting holds: it names only the first of them,
 * as `… + 79 modules`, and in `main` one such module holds the whole navbar and footer. So the bundler's list of
 * modules, with what each merged one holds, is written beside it: `x.json` gets `x.modules.json`.
 */
export default function bundleReportPlugin(_context: LoadContext, { reportFile }: BundleReportOptions): Plugin {
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
            generateStatsFile: true,
            statsFilename: path.resolve(reportFile).replace(/(\.json)?$/, '.modules.json'),
            statsOptions: {
              all: false,
              modules: true,
              nestedModules: true,
              cachedModules: true,
              orphanModules: true,
            },
            logLevel: 'warn',
          }),
        ],
      };
    },
  };
}
