import type { ComponentProps, ReactNode } from 'react';
import Head from '@docusaurus/Head';

import { isEmbeddedSearch } from '../mode';

/**
 * `@docusaurus/Head` for the theme's SearchBar (see ../aliases.ts): its Algolia preconnect only when Algolia answers.
 */
export default function SearchBarHead(props: ComponentProps<typeof Head>): ReactNode {
  return isEmbeddedSearch() ? null : <Head {...props} />;
}
