import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

import MarkdownTwin from '@site/src/components/MarkdownTwin';

type Props = WrapperProps<typeof ContentType>;

// Every docs and API page offers its Markdown twin, with the Copy page menu floated beside the title.
export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <MarkdownTwin permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
