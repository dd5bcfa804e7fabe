// Change: no remount once the page is interactive. The theme remounted every code block so that inline Prism colors
// could switch to the reader's color mode; code colors now come from CSS (src/plugins/code-colors), so the server
// markup is right in both modes and highlighting never runs twice.
// Ejected from @docusaurus/theme-classic 3.10.2: Copyright (c) Facebook, Inc. and its affiliates, MIT license.
import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((element) => isValidElement(element))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
