import type { ReactNode } from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { PageMetadata } from '@docusaurus/theme-common';

import { pageDescriptions } from '@site/src/pageDescriptions';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

// The theme gives this page a title but no meta description.
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={pageDescriptions.blogAuthors} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
