import { cloneElement, createContext, useId, type ReactElement, type ReactNode } from 'react';
import type { HighlightProps } from 'prism-react-renderer';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import type { Props } from '@theme/CodeBlock/Content';

import { annotateLines } from './annotateLines';
import type { BlockTypes } from './blockTypes';

/** The types of the block whose tokens are being drawn, and the id of each of its tooltips. */
export const TypedBlockContext = createContext<{
  readonly types: BlockTypes;
  readonly tooltipId: (tip: number) => string;
} | null>(null);

/**
 * The theme's code block content, with its tokens cut and marked where the block's names and intended errors are
 * (./annotateLines.ts); src/theme/CodeBlock/Line/Token draws what the marks say. The theme's content returns Prism's
 * `<Highlight>` with a function that draws the lines from the tokens: it is called here as the function it is, and
 * that function given the marked tokens, so that everything else it draws stays the theme's.
 * tests/upgrade/code-types.test.ts fails when an upgrade changes that shape.
 */
export default function TypedContent({ types, ...props }: Props & { readonly types: BlockTypes }): ReactNode {
  const idPrefix = useId();
  const highlight = (CodeBlockContent as (props: Props) => ReactElement<HighlightProps>)(props);
  const draw = highlight.props.children;
  return (
    <TypedBlockContext.Provider value={{ types, tooltipId: (tip) => `${idPrefix}-${tip}` }}>
      {cloneElement(highlight, {
        children: (output: Parameters<HighlightProps['children']>[0]) =>
          draw({ ...output, tokens: annotateLines(output.tokens, types) }),
      })}
    </TypedBlockContext.Provider>
  );
}
