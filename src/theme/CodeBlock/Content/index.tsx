import { Suspense, useContext, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';

// A lazy component in the browser; the server build swaps in the highlighter itself (src/first-load/lazy-prism).
import HighlightedContent from '@site/src/components/CodeHighlighter/onDemand';
import KeptServerMarkup, { useKeepsServerMarkup } from '@site/src/components/KeptServerMarkup';
import { CodeTypesContext } from '@site/src/components/CodeTypes/context';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Code is highlighted once, on the server, so Prism stays out of the first load. A block that hydrates keeps the
 * server's highlighted markup (src/components/KeptServerMarkup), with the types of its names
 * (src/components/CodeTypes). A block rendered after a client-side navigation shows its plain text until the
 * highlighter chunk, and its types, arrive.
 */
export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const types = useContext(CodeTypesContext);
  const keepsServerMarkup = useKeepsServerMarkup();
  if (!ExecutionEnvironment.canUseDOM) {
    return <HighlightedContent {...props} types={types} />;
  }
  // The classes the theme's content gives its <pre>, so the block looks the same before the highlighter renders.
  const preProps = {
    // The theme's declarations are written for React 19's ref types; the object is the same under React 18.
    ref: wordWrap.codeBlockRef as RefObject<HTMLPreElement>,
    tabIndex: 0,
    className: clsx('prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar'),
  };
  if (keepsServerMarkup) {
    return <KeptServerMarkup as="pre" {...preProps} />;
  }
  return (
    <Suspense
      fallback={
        <pre {...preProps}>
          <code className={styles.codeBlockLines}>{metadata.code}</code>
        </pre>
      }
    >
      <HighlightedContent {...props} types={types} />
    </Suspense>
  );
}
