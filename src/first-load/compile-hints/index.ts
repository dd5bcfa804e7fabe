import type { Plugin } from '@docusaurus/types';

/** V8's explicit compile hint (Chrome 136 and later): compile every function of this file eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Starts the entry scripts, which every page runs at once, with V8's compile hint. Without it, V8 compiles a function
 * only on its first call, on the main thread: about a third of the entry script's evaluation on `/`, and a share of
 * hydration. With it, the functions compile while the file streams in, on a background thread. Observed on a real
 * load at 4× slower CPU, interleaved, median of 8 to 10 loads of `/`: the entry script's evaluation 211–243 → 158–171
 * ms, its blocking time 163 → 114–119 ms. Chunks fetched on use (Mermaid, the search modal, the highlighter) keep
 * V8's lazy compiling: hinting every chunk rather than the entry's two changed observed TBT by −28 ms on `/` and +41 ms
 * on the 0.2 Builder page (`npm run bench -- --vs-same-pages`, median of 5), within the runs' spread. Other engines
 * ignore the comment. The hint goes on after minifying, which drops comments, and before content hashing, so file
 * names still match their content.
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
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
