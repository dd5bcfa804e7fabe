import type { ReactNode } from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof ButtonsType>;

// The word-wrap button joins the copy button only once the browser has measured that the code overflows; reserving
// room for both keeps the group from moving then, which Lighthouse counted as a layout shift on long code blocks.
export default function ButtonsWrapper({ className, ...props }: Props): ReactNode {
  return <Buttons {...props} className={clsx(className, styles.buttons)} />;
}
