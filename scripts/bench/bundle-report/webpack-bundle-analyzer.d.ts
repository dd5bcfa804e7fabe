// webpack-bundle-analyzer ships no types, and the bundle report uses only its plugin with these options.
declare module 'webpack-bundle-analyzer' {
  export class BundleAnalyzerPlugin {
    constructor(options: {
      analyzerMode: 'json';
      openAnalyzer: boolean;
      reportFilename: string;
      generateStatsFile?: boolean;
      statsFilename?: string;
      statsOptions?: Record<string, unknown>;
      logLevel?: 'info' | 'warn' | 'error' | 'silent';
    });
    apply(compiler: unknown): void;
  }
}
