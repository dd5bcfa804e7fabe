import type { ReactNode } from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';

import { authorPageDescription } from '@site/src/pageDescriptions';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

// The theme gives an author's page a title but no meta description.
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const { author } = props;
  return (
    <>
      <PageMetadata description={authorPageDescription(author.name ?? author.key, author.title)} />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
