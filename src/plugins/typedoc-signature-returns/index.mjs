// TypeDoc plugin (loaded through typedoc.json and typedoc-0.2.json): drops the Returns sections that only repeat the
// type the signature line above them already ends with (`Returns` then `void`, 27 times on the two Builder pages). A
// Returns section that says what the value is stays: a reader scanning a member sees only headings that add something.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

import { withoutBareReturns } from './withoutBareReturns.mjs';

export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) {
      page.contents = withoutBareReturns(page.contents);
    }
  });
}
