import { lazy, Suspense, type ReactNode } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type { WrapperProps } from '@docusaurus/types';

// The theme's banner (an unmaintained or unreleased version's notice, with the suggestion of the latest version) shows
// only on a docs version configured with one, and this site's single version has none; every docs page still
// downloaded it. It now loads with the first page of a version that has a banner.
const ThemeDocVersionBanner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBanner(props: WrapperProps<typeof DocVersionBannerType>): ReactNode {
  if (!useDocsVersion().banner) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ThemeDocVersionBanner {...props} />
    </Suspense>
  );
}
