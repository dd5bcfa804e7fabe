import type { ReactNode } from 'react';
import { Highlight, Prism, type PrismTheme } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';

// Prism and its grammars live in this module only, so they load with the first code block a client-side navigation
// renders instead of with every page (src/plugins/lazy-prism keeps the theme from loading them up front).
prismIncludeLanguages(Prism);

// Tokens carry class names only; src/plugins/code-colors colors them for the current color mode.
const classNamesOnly: PrismTheme = { plain: {}, styles: [] };

type Props = {
  code: string;
  language: string;
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
};

export default function HighlightedCodeLines({ code, language, lineClassNames, showLineNumbers }: Props): ReactNode {
  return (
    <Highlight theme={classNamesOnly} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) =>
        tokens.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={showLineNumbers}
          />
        ))
      }
    </Highlight>
  );
}
