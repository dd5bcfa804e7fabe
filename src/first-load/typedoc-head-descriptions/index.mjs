// TypeDoc plugin, listed after typedoc-page-descriptions: it moves each API page's meta description from the page's
// front matter into the page's own `<head>`. The docs plugin copies every page's front matter description into the
// version data that every docs page loads, for doc cards, and no API page is ever shown as a card: on 0.2 docs pages
// the API descriptions were 2.3 KB gzip of that data's 7.9, and the 0.2 Builder page's first load went from 151.6 to
// 149.3 KB gzip without them (`bench:bundle`, then `test:budgets`). The front matter keeps an empty description, which
// the theme leaves out of the head, and the text under `meta_description`, kept in the page's own data for llms.txt.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';

const frontMatterDescription = /^---\ndescription: (".*")\n---\n/;

export function load(app) {
  app.renderer.on(
    MarkdownPageEvent.END,
    (page) => {
      if (!page.contents) {
        return;
      }
      const match = frontMatterDescription.exec(page.contents);
      if (!match) {
        throw new Error(`${page.url} has no front matter description; list typedoc-page-descriptions first`);
      }
      // A JSON string literal is a YAML string and a JavaScript expression, so it needs no other escaping here.
      const [frontMatter, description] = match;
      page.contents = page.contents.replace(
        frontMatter,
        [
          '---',
          'description: ""',
          `meta_description: ${description}`,
          '---',
          '',
          '<head>',
          `  <meta name="description" content={${description}} />`,
          `  <meta property="og:description" content={${description}} />`,
          '</head>',
          '',
        ].join('\n'),
      );
    },
    // After typedoc-page-descriptions, which writes the front matter at the default priority.
    -1,
  );
}
