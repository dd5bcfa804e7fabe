// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/index.tsx
// Change: no remount after hydration. The theme remounted every code block so that inline Prism colors could
// follow the reader's color mode; colors come from CSS here (src/first-load/code-colors), so the server markup is
// right in both modes and is kept (CodeBlock/Content). And a `types` prop (src/remark/codeTypes.ts) that it passes on
// to the block's content (src/components/CodeTypes).
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {
  CodeTypesContext,
  type CodeTypesSource,
} from '@site/src/components/CodeTypes/context';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  types,
  ...props
}: Props & {types?: CodeTypesSource}): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  const block = <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
  return types === undefined ? (
    block
  ) : (
    <CodeTypesContext.Provider value={types}>{block}</CodeTypesContext.Provider>
  );
}
