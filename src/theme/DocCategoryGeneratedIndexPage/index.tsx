import type { ReactNode } from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';

import MarkdownTwin from '@site/src/components/MarkdownTwin';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

// Category index pages have a Markdown twin too (their cards as a list of links); the menu floats at the top right.
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownTwin permalink={props.categoryGeneratedIndex.permalink} />
      <DocCategoryGeneratedIndexPage {...props} />
    </>
  );
}
