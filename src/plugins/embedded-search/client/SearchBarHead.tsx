import type { ComponentProps, ReactNode } from 'react';
import Head from '@docusaurus/Head';

import { isEmbeddedSearch } from '../../../search/mode';

/**
 * The theme's SearchBar imports this in place of `@docusaurus/Head` (see the plugin's webpack rule). Its only head tag
 * is a preconnect to the Algolia cluster, which a site answering from its embedded index must not open.
 */
export default function SearchBarHead(props: ComponentProps<typeof Head>): ReactNode {
  return isEmbeddedSearch() ? null : <Head {...props} />;
}
