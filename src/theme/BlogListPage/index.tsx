// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/BlogListPage/index.tsx
// Change: a visible h1 (the blog's title and description) above the posts, and links to the blog's feeds. The stock
// page has none, and BlogListPageContent offers no slot for them.
// Upstream: no issue found in facebook/docusaurus (searched 2026-11-27).
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  PageMetadata,
  HtmlClassNameProvider,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = isBlogOnlyMode ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  // Each blog instance (the blog, the release notes) writes its feeds under its own base path: the permalink of the
  // list's first page (`/blog`, without the trailing slash), less the `/page/<n>` of the pages after it.
  const feedBase = metadata.permalink.replace(/\/?(page\/\d+\/?)?$/, '/');
  return (
    <BlogLayout sidebar={sidebar}>
      <header className="margin-bottom--xl">
        <h1>{metadata.blogTitle}</h1>
        <p>{metadata.blogDescription}</p>
        <p>
          Follow it in a feed reader: <a href={`${feedBase}rss.xml`}>RSS</a> or{' '}
          <a href={`${feedBase}atom.xml`}>Atom</a>.
        </p>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogListPage,
      )}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
