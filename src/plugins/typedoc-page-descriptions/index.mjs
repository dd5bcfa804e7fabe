// TypeDoc plugin (typedoc.json, typedoc-0.2.json). Without front matter, Docusaurus takes a page's meta description
// from its first paragraph, which on a function page is the bare signature ("dedent(text): string"). Each generated
// page gets a description from its item's TSDoc summary instead, prefixed with the kind and qualified name so that it
// is unique across the site and long enough to be useful in a search result.
//
// The description goes into the page's own `<head>`, not into the front matter's `description`: the docs plugin copies
// every front matter description into the version data that every docs page loads, for doc cards, and no API page is
// ever shown as a card. On 0.2 docs pages the API descriptions were 2.3 KB gzip of that data's 7.9, and the 0.2
// Builder page's first load went from 151.6 to 149.3 KB gzip without them (`bench:bundle`, then `test:budgets`). The
// front matter keeps an empty description, which the theme leaves out of the head, and the text under
// `meta_description`, kept in the page's own data for llms.txt.
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

/** The front matter and `<head>` that open a page described by `description`. */
function descriptionHeader(description) {
  // A JSON string literal is a YAML string and a JavaScript expression, so it needs no other escaping here.
  const literal = JSON.stringify(description);
  return [
    '---',
    'description: ""',
    `meta_description: ${literal}`,
    '---',
    '',
    '<head>',
    `  <meta name="description" content={${literal}} />`,
    `  <meta property="og:description" content={${literal}} />`,
    '</head>',
    '',
  ].join('\n');
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
    page.contents = `${descriptionHeader(description)}\n${page.contents}`;
  });
}
