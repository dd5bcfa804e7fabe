import type { ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

import SocialCardMetadata from '@site/src/components/SocialCardMetadata';

type Props = WrapperProps<typeof MetadataType>;

// A link to a docs or API page unfurls with the page's own card: its title, section and version.
export default function DocItemMetadataWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <Metadata {...props} />
      <SocialCardMetadata permalink={metadata.permalink} title={metadata.title} />
    </>
  );
}
