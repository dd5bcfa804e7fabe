/**
 * Algolia-style highlight and snippet values for the embedded index. Markup is assembled from HTML-escaped slices of
 * the record's own text, so neither the query nor the indexed text can inject elements; only the caller's tags are raw.
 */
export type HighlightTags = { preTag: string; postTag: string };
export type HighlightResult = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[] };

// The same word boundaries as MiniSearch's default tokenizer: whitespace and punctuation.
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

type Span = { start: number; end: number; highlightEnd: number; queryWord?: string };

/** Words of `text` with the length of their matching part: a whole matched index term, or a typed prefix. */
function wordSpans(text: string, queryWords: readonly string[], matchedTerms: ReadonlySet<string>): Span[] {
  return [...text.matchAll(WORD)].map((match) => {
    const start = match.index;
    const word = match[0].toLowerCase();
    const prefixOf = queryWords.find((queryWord) => word.startsWith(queryWord));
    if (matchedTerms.has(word)) {
      return { start, end: start + word.length, highlightEnd: start + word.length, queryWord: prefixOf ?? word };
    }
    if (prefixOf) {
      return { start, end: start + word.length, highlightEnd: start + prefixOf.length, queryWord: prefixOf };
    }
    return { start, end: start + word.length, highlightEnd: start };
  });
}

function render(text: string, spans: readonly Span[], from: number, to: number, tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const span of spans) {
    if (span.highlightEnd <= span.start || span.start < from || span.end > to) {
      continue;
    }
    html += escapeHtml(text.slice(cursor, span.start));
    html += tags.preTag + escapeHtml(text.slice(span.start, span.highlightEnd)) + tags.postTag;
    cursor = span.highlightEnd;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function matchLevelOf(spans: readonly Span[], queryWords: readonly string[]) {
  const matchedWords = [...new Set(spans.flatMap((span) => (span.queryWord ? [span.queryWord] : [])))];
  const matchLevel: HighlightResult['matchLevel'] =
    matchedWords.length === 0 ? 'none' : matchedWords.length >= queryWords.length ? 'full' : 'partial';
  return { matchLevel, matchedWords };
}

export function highlight(
  text: string,
  queryWords: readonly string[],
  matchedTerms: ReadonlySet<string>,
  tags: HighlightTags,
): HighlightResult {
  const spans = wordSpans(text, queryWords, matchedTerms);
  return { value: render(text, spans, 0, text.length, tags), ...matchLevelOf(spans, queryWords) };
}

/** A window of `wordCount` words around the first match, marked with `ellipsis` where text was cut. */
export function snippet(
  text: string,
  queryWords: readonly string[],
  matchedTerms: ReadonlySet<string>,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
): HighlightResult {
  const spans = wordSpans(text, queryWords, matchedTerms);
  const levels = matchLevelOf(spans, queryWords);
  if (spans.length <= wordCount) {
    return { value: render(text, spans, 0, text.length, tags), ...levels };
  }
  const firstMatch = Math.max(
    0,
    spans.findIndex((span) => span.highlightEnd > span.start),
  );
  const first = Math.min(Math.max(0, firstMatch - Math.floor(wordCount / 3)), spans.length - wordCount);
  const last = first + wordCount - 1;
  const from = first === 0 ? 0 : spans[first].start;
  const to = last === spans.length - 1 ? text.length : spans[last].end;
  const value = (from > 0 ? ellipsis : '') + render(text, spans, from, to, tags) + (to < text.length ? ellipsis : '');
  return { value, ...levels };
}
