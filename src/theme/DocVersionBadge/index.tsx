import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type { WrapperProps } from '@docusaurus/types';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

import { productName, release, releaseNotesPath } from '@site/src/siteFacts';

type Props = WrapperProps<typeof DocVersionBadgeType>;

// A page of the release names the exact release and the Kubernetes versions it supports, which the theme's
// "Version: 0.2" badge cannot say: readers compare it with what `anemos --version` prints. It links the release's
// notes, which say what changed and what is known to fail.
export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  const { version } = useDocsVersion();
  if (version !== release.version) {
    return <DocVersionBadge {...props} />;
  }
  return (
    <Link
      to={releaseNotesPath(release.tag)}
      className={clsx(props.className, ThemeClassNames.docs.docVersionBadge, 'badge badge--secondary')}
    >
      {productName} {release.version} ({release.tag}), Kubernetes {release.kubernetesVersions}
    </Link>
  );
}
