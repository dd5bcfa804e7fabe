import type { ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof TOCType>;

// On blog posts the table of contents sits beside <main>, outside any landmark; a labelled <nav> gives it one
// (and names it for screen-reader landmark lists on docs pages too).
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page">
      <TOC {...props} />
    </nav>
  );
}
