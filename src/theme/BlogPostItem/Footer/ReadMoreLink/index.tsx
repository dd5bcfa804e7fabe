import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useRouteContext from '@docusaurus/useRouteContext';
import ReadMoreLink from '@theme-original/BlogPostItem/Footer/ReadMoreLink';
import type ReadMoreLinkType from '@theme/BlogPostItem/Footer/ReadMoreLink';
import type { WrapperProps } from '@docusaurus/types';

import { changelogBlogId } from '@site/src/siteFacts';

type Props = WrapperProps<typeof ReadMoreLinkType>;

// Both blogs share the theme's link text under an excerpt (i18n/en/code.json), which names a post. An entry of the
// changelog leads to a release's notes, so its link says that; the accessible name starts with the visible text, as
// in the blog's.
export default function ReadMoreLinkWrapper(props: Props): ReactNode {
  const { plugin } = useRouteContext();
  if (plugin.id !== changelogBlogId) {
    return <ReadMoreLink {...props} />;
  }
  const { blogPostTitle, ...linkProps } = props;
  return (
    <Link aria-label={`Read the full release notes: ${blogPostTitle}`} {...linkProps}>
      <b>Read the full release notes</b>
    </Link>
  );
}
