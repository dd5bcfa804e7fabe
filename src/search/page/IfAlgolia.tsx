import type { ComponentProps, ReactNode } from 'react';

import { isEmbeddedSearch } from '../mode';

/** A `<div>` rendered only when Algolia answers searches: the search page's "Powered by Algolia" column. */
export default function IfAlgolia(props: ComponentProps<'div'>): ReactNode {
  return isEmbeddedSearch() ? null : <div {...props} />;
}
