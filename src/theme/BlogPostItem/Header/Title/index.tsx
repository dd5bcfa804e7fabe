import type { ReactNode } from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

import MarkdownTwin from '@site/src/components/MarkdownTwin';

type Props = WrapperProps<typeof TitleType>;

// A post's own page offers its Markdown twin beside the title; the list pages, which show many posts, do not.
export default function BlogPostTitleWrapper(props: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage ? <MarkdownTwin permalink={metadata.permalink} /> : null}
      <Title {...props} />
    </>
  );
}
