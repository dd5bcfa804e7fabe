import type { ReactNode } from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';

import MarkdownTwin from '@site/src/components/MarkdownTwin';
import SocialCardMetadata from '@site/src/components/SocialCardMetadata';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

// Category index pages have a Markdown twin too (their cards as a list of links); the menu floats at the top right.
// Like every docs page, they unfurl with a social card of their own.
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const { permalink, title } = props.categoryGeneratedIndex;
  return (
    <>
      <MarkdownTwin permalink={permalink} />
      <DocCategoryGeneratedIndexPage {...props} />
      <SocialCardMetadata permalink={permalink} title={title} />
    </>
  );
}
