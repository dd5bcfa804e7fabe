import type { ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import type { Props } from '@theme/CodeBlock/Content';
import TypedContent from '@site/src/components/CodeTypes/TypedContent';
import type { CodeTypesSource } from '@site/src/components/CodeTypes/context';
import { useBlockTypes } from '@site/src/components/CodeTypes/useBlockTypes';

// The theme registers the extra Prism languages from a client module that every page loads; src/first-load/lazy-prism
// empties that module, so the languages are registered here, in the chunk that highlights code.
prismIncludeLanguages(Prism);

/** The theme's own code block content, which highlights with Prism, with the block's types where it has some. */
export default function HighlightedContent({
  types,
  ...props
}: Props & { readonly types?: CodeTypesSource }): ReactNode {
  const blockTypes = useBlockTypes(types);
  return blockTypes ? <TypedContent {...props} types={blockTypes} /> : <CodeBlockContent {...props} />;
}
