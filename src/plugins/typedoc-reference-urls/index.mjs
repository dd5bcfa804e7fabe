// TypeDoc plugin (loaded through typedoc.json). Writes `reference-urls.json` beside the generated reference: every
// documented item's qualified name ("Builder.addDocument", "file.readAllText") with the file and anchor the router
// gave it ("classes/Builder.mdx#adddocument"). The type hovers of code blocks (src/plugins/code-types) link API names
// with it, so a link goes where TypeDoc put the item, whatever router or plugin (typedoc-lean-pages) decided that.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { DeclarationReflection } from 'typedoc';
import { MarkdownRendererEvent } from 'typedoc-plugin-markdown';

const referenceUrlsFile = 'reference-urls.json';

export function load(app) {
  app.renderer.on(MarkdownRendererEvent.END, (event) => {
    const { router } = app.renderer;
    const urls = {};
    for (const target of router.getLinkTargets()) {
      // Declarations only: a signature or a parameter shares its item's name and place.
      if (target instanceof DeclarationReflection && router.hasUrl(target)) {
        urls[target.getFullName()] = router.getFullUrl(target);
      }
    }
    writeFileSync(path.join(event.outputDirectory, referenceUrlsFile), `${JSON.stringify(urls, null, 2)}\n`);
  });
}
