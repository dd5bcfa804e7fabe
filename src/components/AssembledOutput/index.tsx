import type { ReactNode } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

import { nextSnapshot, productName, release } from '@site/src/siteFacts';

/**
 * The note that says where a page's output comes from: the site never runs Anemos, so its transcripts and the files
 * it shows as written are assembled from the tool's output formats at the version the page describes (the formats
 * and their source lines: `tests/fixtures/tool/{next,0.2}/output-formats.ts`). The words live here so that every
 * page says it the same way; the version comes from the page's docs version.
 */
interface Props {
  /** What the page shows: terminal output (the default), or the files Anemos writes. */
  readonly shows?: 'terminal' | 'files';
  /** The Kubernetes version of the cluster the output is assembled for, where the output depends on it. */
  readonly cluster?: string;
  /** What differs on the reader's machine, as a list: "the timestamps, paths and object IDs". */
  readonly differs?: string;
}

export default function AssembledOutput({ shows = 'terminal', cluster, differs }: Props): ReactNode {
  const { version } = useDocsVersion();
  const tool =
    version === release.version ? `${productName} ${release.tag}` : `${productName} at commit ${nextSnapshot.commit}`;
  const forCluster = cluster ? ` for a Kubernetes ${cluster} cluster` : '';
  return (
    <p>
      {shows === 'terminal'
        ? `The terminal output on this page was not recorded from a run: it is assembled from the output formats of ${tool}${forCluster}, and shown without colors.`
        : `The files that ${productName} writes on this page were not recorded from a run: they are assembled from the output formats of ${tool}${forCluster}.`}
      {differs && ` On your machine ${differs} differ.`}
    </p>
  );
}
