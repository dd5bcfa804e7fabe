import type { AnyNode, Cheerio, CheerioAPI } from 'cheerio';
import type { Element as HastElement } from 'hast';
import type { Code } from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

import { loadBuiltPage } from '../../builtPage';

/**
 * The Markdown twin of a built page: its title and content as a reader sees them, with the code that the MDX
 * source imports as text (`…?raw`) written out. Returns null for pages that have no twin.
 */
export function pageToMarkdown(html: string, pageUrl: string): string | null {
  const $ = loadBuiltPage(html);
  const content = twinContent($);
  if (!content) {
    return null;
  }
  simplifyThemeMarkup($, content, pageUrl);
  return toMarkdown(content.html() ?? '');
}

function pageClasses($: CheerioAPI): string[] {
  return ($('html').attr('class') ?? '').split(/\s+/);
}

/** The part of the page the twin carries, reduced to plain HTML; navbar, sidebar, footer and page chrome stay out. */
function twinContent($: CheerioAPI): Cheerio<AnyNode> | null {
  const classes = pageClasses($);
  if (classes.includes('blog-post-page')) {
    return blogPost($);
  }
  if (classes.includes('docs-doc-page')) {
    return classes.some((name) => name.startsWith('docs-doc-id-'))
      ? $('.theme-doc-markdown').first()
      : categoryIndex($);
  }
  return null;
}

function blogPost($: CheerioAPI): Cheerio<AnyNode> {
  const article = $('main article').first();
  const header = article.children('header');
  const published = header.find('time').first().text().trim();
  const authors = header
    .find('.avatar__name')
    .map((_, element) => $(element).text().trim())
    .get()
    .join(', ');
  const wrapper = $('<div></div>');
  wrapper.append($('<h1></h1>').text(header.find('h1').first().text().trim()));
  wrapper.append($('<p></p>').text(authors ? `Published ${published} by ${authors}.` : `Published ${published}.`));
  wrapper.append(article.children('.markdown').first().contents());
  return wrapper;
}

/** A generated category index is a title, a description and cards: the twin lists the cards as links. */
function categoryIndex($: CheerioAPI): Cheerio<AnyNode> {
  const header = $('main header').first();
  const wrapper = $('<div></div>');
  wrapper.append($('<h1></h1>').text(header.find('h1').text().trim()));
  wrapper.append($('<p></p>').text(header.find('p').first().text().trim()));
  const list = $('<ul></ul>');
  $('main a.card').each((_, card) => {
    // The heading's title attribute holds the page title without the card's emoji icon.
    const title = $(card).find('h2').attr('title') ?? $(card).find('h2').text().trim();
    const link = $('<a></a>')
      .attr('href', $(card).attr('href') ?? '')
      .text(title);
    const description = $(card).find('p').first().text().trim();
    list.append(
      $('<li></li>')
        .append(link)
        .append(description ? `: ${description}` : ''),
    );
  });
  wrapper.append(list);
  return wrapper;
}

function simplifyThemeMarkup($: CheerioAPI, content: Cheerio<AnyNode>, pageUrl: string): void {
  // A term's tooltip holds its glossary entry: in a twin the term is a plain link to that entry. A code block's
  // tooltips (the types of its names) and compiler messages are not its code: the twin keeps the code alone.
  content
    .find('.hash-link, button, svg, script, style, noscript, nav, [role="tooltip"], [data-compile-error]')
    .remove();

  // Innermost first, so that tabs inside a tab panel are already flat when their parent is.
  for (const tabs of content.find('.tabs-container').toArray().reverse()) {
    const labels = $(tabs).find('> [role="tablist"] > [role="tab"]').toArray();
    const panels = $(tabs).find('> div > [role="tabpanel"]').toArray();
    const sections = labels.flatMap((label, index) => [
      $('<p></p>')
        .append($('<strong></strong>').text($(label).text().trim()))
        .get(0)!,
      ...$(panels[index]).contents().toArray(),
    ]);
    $(tabs).replaceWith(sections);
  }

  for (const block of content.find('.theme-code-block').toArray()) {
    const language = /(?:^|\s)language-(\S+)/.exec($(block).attr('class') ?? '')?.[1];
    const title = $(block).find('[class*="codeBlockTitle"]').first().text().trim();
    const lines = $(block).find('.token-line');
    const text = lines.length
      ? lines
          .map((_, line) => $(line).text())
          .get()
          .join('\n')
      : $(block).find('pre').first().text();
    const code = $('<code></code>').text(text.replace(/\n+$/, ''));
    if (language) {
      code.addClass(`language-${language}`);
    }
    if (title) {
      code.attr('data-title', title);
    }
    $(block).replaceWith($('<pre></pre>').append(code));
  }

  // The Mermaid wrapper keeps each diagram's source on its placeholder, so the diagram stays a diagram here.
  for (const diagram of content.find('[data-diagram]').toArray()) {
    const source = $(diagram).attr('data-diagram') ?? '';
    $(diagram).replaceWith($('<pre></pre>').append($('<code class="language-mermaid"></code>').text(source)));
  }

  for (const admonition of content.find('.theme-admonition').toArray()) {
    const heading = $(admonition).find('[class*="admonitionHeading"]').first().text().trim();
    const title = heading.charAt(0).toUpperCase() + heading.slice(1);
    const quote = $('<blockquote></blockquote>')
      .append($('<p></p>').append($('<strong></strong>').text(title)))
      .append($(admonition).find('[class*="admonitionContent"]').first().contents());
    $(admonition).replaceWith(quote);
  }

  // An anchor without an address is a jump target, not a link: TypeDoc puts an empty one before every member in its
  // tables. Markdown would write it as an empty link, `[]()`, so only its content, if any, stays.
  for (const anchor of content.find('a:not([href])').toArray()) {
    $(anchor).replaceWith($(anchor).contents());
  }

  // Links and images work from wherever the twin is read: pasted into an assistant, or saved to disk.
  content.find('a[href]').each((_, link) => {
    $(link).attr('href', new URL($(link).attr('href')!, pageUrl).href);
  });
  content.find('img[src]').each((_, image) => {
    $(image).attr('src', new URL($(image).attr('src')!, pageUrl).href);
  });

  // React leaves empty comments between adjacent text nodes; Markdown would keep them as HTML. Removed last, once
  // the code blocks are plain text: their token spans were most of a page's nodes.
  content
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
}

function textOf(node: HastElement): string {
  return node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : ''))
    .join('');
}

/** A fenced block with its language and, where the page shows one, its title in the info string. */
function codeBlock(_state: unknown, pre: HastElement): Code {
  const code = pre.children.find((child): child is HastElement => child.type === 'element' && child.tagName === 'code');
  const classes = (code?.properties.className as string[] | undefined) ?? [];
  const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? null;
  const title = code?.properties.dataTitle as string | undefined;
  const value = textOf(code ?? pre);
  return { type: 'code', lang: language, meta: title ? `title=${JSON.stringify(title)}` : null, value };
}

const htmlToMarkdownProcessor = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeRemark, { handlers: { pre: codeBlock } })
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-' })
  .freeze();

function toMarkdown(html: string): string {
  return String(htmlToMarkdownProcessor.processSync(html));
}
