// Change: no inline --prism-color/--prism-background-color. They followed the color mode of the server render;
// src/plugins/code-colors sets them per color mode in CSS instead.
// Ejected from @docusaurus/theme-classic 3.10.2: Copyright (c) Facebook, Inc. and its affiliates, MIT license.
import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: { as: T } & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
