import { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/ContentVisibility';

// The theme's "unlisted" and "draft" notices show only on pages marked so in their front matter, and no page here is;
// every docs page and blog post still downloaded them (about 0.3 KB gzip). They now load with the first page that
// shows one.
const ThemeContentVisibility = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibility(props: Props): ReactNode {
  const { unlisted, frontMatter } = props.metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ThemeContentVisibility {...props} />
    </Suspense>
  );
}
