// The bundler's loader for `?code-types` imports, which src/remark/codeTypes.ts adds to docs pages beside each
// JavaScript or TypeScript code block: `import types from '…/index.js?code-types'` gives the block's types (for an
// example file) and `…/<digest>.ts?code-types=<version>` those of a fenced block, whose text the remark plugin wrote
// to that file. Being a module of its own, a block's types are built again whenever its file, a declaration or a
// tsconfig changes (the loader names them all as dependencies), also when the bundler's persistent cache keeps the
// page. The server build gets the types themselves, to render the page; the browser gets only the name of a JSON file
// with them, emitted under /assets/code-types/, which it fetches when it renders the block itself (after a
// client-side navigation): a page's first load carries nothing more than that name.
//
// Node runs this file and its imports as they are (TypeScript without a build step, hence the `.ts` in the imports):
// the bundler loads loaders with Node's own module loader.
import path from 'node:path';

import { cachedTypes } from './cache.ts';
import { digest } from './digests.ts';

export interface CodeTypesLoaderOptions {
  readonly isServer: boolean;
}

/** The part of the bundler's loader context this loader uses. */
interface LoaderContext {
  readonly rootContext: string;
  readonly resourcePath: string;
  readonly resourceQuery: string;
  getOptions(): CodeTypesLoaderOptions;
  addDependency(file: string): void;
  emitFile(name: string, content: string): void;
}

/** Where the browser finds a block's types: `/assets/code-types/<id>.json`. */
export const typesAssetDirectory = 'assets/code-types';

export default function codeTypesLoader(this: LoaderContext, text: string): string {
  const { isServer } = this.getOptions();
  const version = new URLSearchParams(this.resourceQuery).get('code-types') || undefined;
  const computed = cachedTypes(this.rootContext, { file: this.resourcePath, text, version });
  if (!computed) {
    return 'export default null;\n';
  }
  for (const dependency of computed.dependencies) {
    this.addDependency(dependency);
  }
  const json = JSON.stringify(computed.types);
  if (isServer) {
    return `export default ${json};\n`;
  }
  // Named after its content, so that the year-long cache of /assets/ never serves a stale one.
  const id = digest(json).slice(0, 12);
  this.emitFile(path.posix.join(typesAssetDirectory, `${id}.json`), json);
  return `export default ${JSON.stringify(id)};\n`;
}
