import type { Token } from 'prism-react-renderer';

import type { BlockTypes, CompileError } from './blockTypes';

/** A Prism token, or a piece of one, with what the block's types say about it. */
export interface AnnotatedToken extends Token {
  /** A name with a tooltip: the tooltip's index, and whether this is the tooltip's first use in the block. */
  readonly name?: { readonly tip: number; readonly first: boolean };
  /** Underlined as part of an intended compile error. */
  readonly error?: true;
  /** On the last token of a line with intended errors: the errors, shown after the line. */
  readonly notes?: readonly CompileError[];
}

/**
 * Prism's tokens, line by line, cut where a name or an error starts or ends and marked with them. Names and errors are
 * given in the lines and columns of the same code, so the text of the tokens is unchanged: Prism still colors it, and
 * the theme still draws its lines.
 */
export function annotateLines(lines: readonly (readonly Token[])[], types: BlockTypes): AnnotatedToken[][] {
  const seenTips = new Set<number>();
  return lines.map((line, lineIndex) => {
    const names = types.names.filter(([nameLine]) => nameLine === lineIndex);
    const errors = types.errors.filter((error) => error.line === lineIndex);
    const cuts = new Set([
      ...names.flatMap(([, start, end]) => [start, end]),
      ...errors.flatMap((e) => [e.start, e.end]),
    ]);
    const annotated: AnnotatedToken[] = [];
    let column = 0;
    for (const token of line) {
      const end = column + token.content.length;
      const edges = [column, ...[...cuts].filter((cut) => cut > column && cut < end).sort((a, b) => a - b), end];
      for (let piece = 0; piece < edges.length - 1; piece++) {
        const [from, to] = [edges[piece]!, edges[piece + 1]!];
        const name = names.find(([, start, nameEnd]) => start <= from && to <= nameEnd);
        const error = errors.some((candidate) => candidate.start <= from && to <= candidate.end);
        const first = name !== undefined && !seenTips.has(name[3]);
        if (name) {
          seenTips.add(name[3]);
        }
        annotated.push({
          ...token,
          content: token.content.slice(from - column, to - column),
          ...(name ? { name: { tip: name[3], first } } : {}),
          ...(error ? { error: true as const } : {}),
        });
      }
      column = end;
    }
    if (errors.length > 0 && annotated.length > 0) {
      annotated[annotated.length - 1] = { ...annotated[annotated.length - 1]!, notes: errors };
    }
    return annotated;
  });
}
