// Search engines show about 160 characters and the site's checks allow 50 to 300.
const maxLength = 300;

/** Markdown from TSDoc as plain text: link targets, code marks and emphasis dropped, whitespace collapsed. */
export function plainText(markdown) {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The meta description of an API page. `kind` is null for the API index, whose summary is the package's own.
 * @param {{ kind: string | null, name: string, summary: string }} item
 */
export function pageDescription({ kind, name, summary }) {
  const text = plainText(summary);
  const description = kind ? `Anemos API, ${kind} ${name}: ${text}` : text;
  if (description.length <= maxLength) {
    return description;
  }
  const cut = description.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
