import type { ReactNode } from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

import SocialCardMetadata from '@site/src/components/SocialCardMetadata';

type Props = WrapperProps<typeof MetadataType>;

// A link to a blog post or a release's notes unfurls with the post's own card: its title, and its date or release.
export default function BlogPostPageMetadataWrapper(props: Props): ReactNode {
  const { metadata } = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <SocialCardMetadata permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
