import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';

import PageFeedback from '@site/src/components/PageFeedback';
import { PageIssueProvider, type PageIssue } from '@site/src/components/PageIssue';

type Props = WrapperProps<typeof FooterType>;

// Every docs page ends with "Was this page helpful?", and its "Edit this page" link (src/theme/EditThisPage) is
// joined by "Report a problem with this page"; both name the page and its docs version in the issue they open.
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const { label } = useDocsVersion();
  const page: PageIssue = { title: metadata.title, version: label };
  return (
    <>
      <PageIssueProvider page={page}>
        <Footer {...props} />
      </PageIssueProvider>
      <PageFeedback {...page} />
    </>
  );
}
