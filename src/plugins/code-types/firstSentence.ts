// Abbreviations whose period ends no sentence.
const abbreviations = /(?:^|\s)(?:e\.g|i\.e|vs|etc)$/i;

/**
 * The first sentence of a doc comment's text, for a tooltip: up to the first `.`, `!` or `?` followed by white space
 * or the end, outside `code spans`, not ending an abbreviation such as "e.g.". A qualified name such as
 * `Builder.build` or a version such as 1.33 has no space after its period, so it never ends the sentence. White space
 * is collapsed, since a comment wraps its lines.
 */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let inCode = false;
  for (let index = 0; index < flat.length; index++) {
    const char = flat[index];
    if (char === '`') {
      inCode = !inCode;
    } else if (
      !inCode &&
      (char === '.' || char === '!' || char === '?') &&
      (index === flat.length - 1 || flat[index + 1] === ' ') &&
      !(char === '.' && abbreviations.test(flat.slice(0, index)))
    ) {
      return flat.slice(0, index + 1);
    }
  }
  return flat;
}
