import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import type { CodeTypesLoaderOptions } from '../code-types/loader';

const rawQuery = /^\?raw$/;
const typesQuery = /^\?code-types(?:=[^&]*)?$/;
const notOurs = { not: /^\?(?:raw|code-types(?:=[^&]*)?)$/ };

/**
 * Pages show example files as text with `import text from '@site/examples/…?raw'`, which the bundler supports
 * without a loader (`asset/source`). It applies every rule that matches a file, though, so the other rules are told
 * to skip these imports: otherwise a `.js` or `.ts` example would reach the page compiled by the JavaScript loader.
 * The rule's type also replaces the JSON parser, so a `.json` example stays the file's exact text. A text has no side
 * effects: saying so lets the bundler drop imports that a page does not render, such as those of a blog post's
 * truncated part on the blog list, which would otherwise put the whole files into that page's JavaScript.
 *
 * The types of the names in a shown example come the same way, from `…?code-types` imports that src/remark/codeTypes.ts
 * adds, through the loader of src/plugins/code-types; the other rules skip those too.
 */
export default function rawImportsPlugin(context: LoadContext): Plugin {
  const codeTypesLoader = path.join(context.siteDir, 'src/plugins/code-types/loader.ts');
  return {
    name: 'raw-imports',
    configureWebpack(config, isServer) {
      const rules = config.module?.rules ?? [];
      rules.forEach((rule, index) => {
        if (rule && typeof rule === 'object') {
          const { resourceQuery } = rule;
          rules[index] = { ...rule, resourceQuery: resourceQuery ? { and: [resourceQuery, notOurs] } : notOurs };
        }
      });
      const options: CodeTypesLoaderOptions = { isServer };
      return {
        module: {
          rules: [
            { resourceQuery: rawQuery, type: 'asset/source', sideEffects: false },
            {
              resourceQuery: typesQuery,
              type: 'javascript/auto',
              sideEffects: false,
              use: [{ loader: codeTypesLoader, options }],
            },
          ],
        },
      };
    },
  };
}
