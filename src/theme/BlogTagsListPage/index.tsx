import type { ReactNode } from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';

import { pageDescriptions } from '@site/src/pageDescriptions';

type Props = WrapperProps<typeof BlogTagsListPageType>;

// The theme gives the tags page a title but no meta description.
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={pageDescriptions.blogTags} />
      <BlogTagsListPage {...props} />
    </>
  );
}
