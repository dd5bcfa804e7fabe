// Change: the tokens are not highlighted again in the browser. On the first load the block keeps the highlighted
// markup the server rendered (React does not hydrate it), and Prism downloads only when a client-side navigation
// renders a code block; until then the block shows its plain text.
// Ejected from @docusaurus/theme-classic 3.10.2: Copyright (c) Facebook, Inc. and its affiliates, MIT license.
import { Suspense, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import HighlightedCodeLines from '@site/src/components/HighlightedCodeLines/onDemand';
import { useIsHydrating } from '@site/src/hooks/useIsHydrating';

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const isHydrating = useIsHydrating();
  // Decided once per block: a block hydrated from server markup keeps that markup for good.
  const [keepsServerMarkup] = useState(isHydrating && ExecutionEnvironment.canUseDOM);
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const preProps = {
    ref: wordWrap.codeBlockRef,
    // Long lines scroll horizontally, so keyboard users must be able to focus the block.
    tabIndex: 0,
    className: clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar'),
  };
  if (keepsServerMarkup) {
    return <pre {...preProps} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  // The server renders the highlighter itself, without a Suspense boundary: React would stream a large boundary's
  // content separately, to be moved into place by an inline script.
  const lines = (
    <HighlightedCodeLines
      code={code}
      language={language}
      lineClassNames={lineClassNames}
      showLineNumbers={lineNumbersStart !== undefined}
    />
  );
  return (
    <pre {...preProps}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : { counterReset: `line-count ${lineNumbersStart - 1}` }}
      >
        {ExecutionEnvironment.canUseDOM ? <Suspense fallback={code}>{lines}</Suspense> : lines}
      </code>
    </pre>
  );
}
