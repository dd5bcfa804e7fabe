// Which of a page's two forms a request asks for: its HTML, or its Markdown twin (`<page>/index.md`). Assistants and
// tools that send `Accept: text/markdown` get the twin at the page's own URL, as Cloudflare's "Markdown for Agents"
// serves it; browsers, whose default `Accept` ends in `*/*`, keep getting HTML. Kept free of the Pages runtime so a
// logic test can hold it to RFC 9110's rules (section 12.5.1) without a server.

export const markdownType = 'text/markdown';
export const markdownContentType = 'text/markdown; charset=utf-8';

type MediaRange = { type: string; subtype: string; quality: number };

/** The media ranges of an `Accept` header, with their weights (`q`, 1 when absent, 0 when malformed). */
export function parseAccept(header: string | null): MediaRange[] {
  if (!header) {
    return [];
  }
  return header.split(',').flatMap((part) => {
    const [range, ...parameters] = part.split(';').map((piece) => piece.trim());
    const [type, subtype] = range.toLowerCase().split('/');
    if (!type || !subtype) {
      return [];
    }
    const weight = parameters.map((parameter) => /^q\s*=\s*([0-9.]+)$/i.exec(parameter)?.[1]).find(Boolean);
    const quality = weight === undefined ? 1 : Number(weight);
    return [{ type, subtype, quality: Number.isFinite(quality) && quality <= 1 ? quality : 0 }];
  });
}

/** The weight a type gets from the most specific range that matches it, and whether it was named outright. */
function weightOf(ranges: MediaRange[], mediaType: string): { quality: number; named: boolean } {
  const [type, subtype] = mediaType.split('/');
  const specificity = (range: MediaRange) =>
    range.type === type && range.subtype === subtype ? 2 : range.type === type && range.subtype === '*' ? 1 : 0;
  const matching = ranges
    .filter((range) => specificity(range) > 0 || (range.type === '*' && range.subtype === '*'))
    .sort((a, b) => specificity(b) - specificity(a));
  const best = matching[0];
  return best ? { quality: best.quality, named: specificity(best) === 2 } : { quality: 0, named: false };
}

/**
 * Whether the twin answers rather than the HTML: only when the request names `text/markdown` itself and weighs it at
 * least as high as `text/html`. A wildcard alone never picks Markdown, so `*\/*` and browsers' defaults get HTML.
 */
export function prefersMarkdown(acceptHeader: string | null): boolean {
  const ranges = parseAccept(acceptHeader);
  const markdown = weightOf(ranges, markdownType);
  const html = weightOf(ranges, 'text/html');
  return markdown.named && markdown.quality > 0 && markdown.quality >= html.quality;
}
