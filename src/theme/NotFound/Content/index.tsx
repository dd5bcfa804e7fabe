import { lazy, Suspense, type ReactNode } from 'react';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

// The docs layout imports the not-found text, for an address under /docs/ that names no page, so every docs page
// downloaded it (0.3–0.4 KB gzip) and none showed it. It now loads with the first page that shows it; the 404 page's
// HTML has it from the server, and hydration keeps that markup until the code arrives.
const NotFoundContentWithLinks = lazy(() => import('@site/src/components/NotFoundContent'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundContentWithLinks {...props} />
    </Suspense>
  );
}
