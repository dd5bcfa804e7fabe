import type { ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';

import { socialCardSize, socialCardUrl } from '@site/src/socialCard';

/**
 * Points link previews at the page's own card, which src/plugins/social-cards draws at build time, instead of the
 * site card. The theme turns the image into an absolute `og:image` and `twitter:image`; the size lets a preview lay
 * out the image before fetching it, and the alt text names the page for readers who cannot see it. The site-wide
 * `twitter:card` is already `summary_large_image`.
 */
export default function SocialCardMetadata({ permalink, title }: { permalink: string; title: string }): ReactNode {
  return (
    <PageMetadata image={socialCardUrl(permalink)}>
      <meta property="og:image:width" content={String(socialCardSize.width)} />
      <meta property="og:image:height" content={String(socialCardSize.height)} />
      <meta property="og:image:alt" content={title} />
    </PageMetadata>
  );
}
