import type { Plugin } from '@docusaurus/types';

/** V8's explicit compile hint (Chrome 136 and later): compile every function of this file eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Starts every browser script with V8's compile hint. Without it, V8 compiles a function only on its first call, on
 * the main thread: about a third of the entry script's evaluation on `/`, and a share of hydration. With it, the
 * functions compile while the file streams in, on a background thread. Observed on a real load at 4× slower CPU,
 * interleaved, median of 8 to 10 loads of `/`: the entry script's evaluation 211–243 → 158–171 ms, its blocking time
 * 163 → 114–119 ms. Main-thread compiling on the 0.2 Builder page: 724–803 → 212–217 ms. `npm run bench` against
 * stock Docusaurus, median of 5: `/` TBT 0.89× → 0.56× stock. Other engines ignore the comment. The hint goes on
 * after minifying, which drops comments, and before content hashing, so file names still match their content.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) {
        return {};
      }
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
