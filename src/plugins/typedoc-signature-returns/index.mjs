// TypeDoc plugin (loaded through typedoc.json and typedoc-0.2.json): drops the Returns sections that only repeat the
// signature's return type. Every element of a page is compiled into the page's script, and on the heaviest page, the
// 0.2 Builder, these 46 repeats were what put its first-load JavaScript over the 160 KB gzip budget.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

import { withoutBareReturns } from './withoutBareReturns.mjs';

export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) {
      page.contents = withoutBareReturns(page.contents);
    }
  });
}
