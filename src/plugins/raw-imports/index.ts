import type { Plugin } from '@docusaurus/types';

const rawQuery = /^\?raw$/;
const notRaw = { not: rawQuery };

/**
 * Pages show example files as text with `import text from '@site/examples/…?raw'`, which the bundler supports
 * without a loader (`asset/source`). It applies every rule that matches a file, though, so the other rules are told
 * to skip these imports: otherwise a `.js` or `.ts` example would reach the page compiled by the JavaScript loader.
 * The rule's type also replaces the JSON parser, so a `.json` example stays the file's exact text. A text has no side
 * effects: saying so lets the bundler drop imports that a page does not render, such as those of a blog post's
 * truncated part on the blog list, which would otherwise put the whole files into that page's JavaScript.
 */
export default function rawImportsPlugin(): Plugin {
  return {
    name: 'raw-imports',
    configureWebpack(config) {
      const rules = config.module?.rules ?? [];
      rules.forEach((rule, index) => {
        if (rule && typeof rule === 'object') {
          const { resourceQuery } = rule;
          rules[index] = { ...rule, resourceQuery: resourceQuery ? { and: [resourceQuery, notRaw] } : notRaw };
        }
      });
      return { module: { rules: [{ resourceQuery: rawQuery, type: 'asset/source', sideEffects: false }] } };
    },
  };
}
