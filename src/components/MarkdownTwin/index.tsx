import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import CopyPageMenu from '@site/src/components/CopyPageMenu';
import { twinUrl } from '@site/src/markdownTwin';

/** Points readers and their tools at the page's Markdown twin: a `<link>` in the head and the Copy page menu. */
export default function MarkdownTwin({ permalink }: { permalink: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const twinPath = twinUrl(permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath} />
      </Head>
      <CopyPageMenu twinPath={twinPath} twinUrl={new URL(twinPath, siteConfig.url).href} />
    </>
  );
}
