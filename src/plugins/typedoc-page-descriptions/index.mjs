// TypeDoc plugin (loaded through typedoc.json). Without front matter, Docusaurus takes a page's meta description from
// its first paragraph, which on a function page is the bare signature ("dedent(text): string"). Each generated page
// gets a description from its item's TSDoc summary instead, prefixed with the kind and qualified name so that it is
// unique across the site and long enough to be useful in a search result.
import { ReflectionKind } from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

import { pageDescription } from './pageDescription.mjs';

/**
 * The summary of a reflection, or of its first signature for functions and methods. An inline tag such as
 * `{@link Builder.apply}` contributes its text only ("Builder.apply"): a description is plain text.
 */
function summaryOf(model) {
  const comment = model.comment ?? model.signatures?.[0]?.comment;
  return (comment?.summary ?? []).map((part) => part.text).join('');
}

export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const { model } = page;
    if (!page.contents || !model) {
      return;
    }
    const summary = summaryOf(model);
    if (!summary.trim()) {
      // The notDocumented validation fails the build first; this names the page if it ever lets one through.
      throw new Error(`${model.getFullName()} has no TSDoc summary to describe its page with`);
    }
    const isProject = model.kindOf(ReflectionKind.Project);
    const description = pageDescription({
      kind: isProject ? null : ReflectionKind.singularString(model.kind).toLowerCase(),
      name: `${model.getFullName()}${model.signatures?.length ? '()' : ''}`,
      summary,
    });
    page.contents = `---\ndescription: ${JSON.stringify(description)}\n---\n\n${page.contents}`;
  });
}
