import { release, releaseNotesPath } from '../siteFacts';

/**
 * The releases of Anemos and what runs where: the release notes at /changelog/ are dated and ordered by these, and the
 * compatibility table on each installation page is rendered from them. Commits after v0.2.1 are unreleased and stay
 * out. Dates are the commit dates of the tags, which carry no date of their own.
 */

// The three releases know the API kinds of the same Kubernetes versions, the range the release's version badge shows.
const releasedKubernetesVersions = release.kubernetesVersions;

export type Release = {
  tag: `v${string}`;
  /** The tag's commit date, as the release notes are dated. */
  date: string;
  /** The release notes entry. */
  notesPath: string;
};

/** Newest first, as the release notes list them. */
export const releases = [
  { tag: 'v0.2.1', date: '2025-12-06T17:26:29+03:00', notesPath: releaseNotesPath('v0.2.1') },
  { tag: 'v0.2.0', date: '2025-10-31T14:30:38+03:00', notesPath: releaseNotesPath('v0.2.0') },
  { tag: 'v0.1.0', date: '2025-08-23T20:26:08+03:00', notesPath: releaseNotesPath('v0.1.0') },
] as const satisfies readonly Release[];

export type CompatibilityRow = {
  /** A release tag, or the Next snapshot. */
  name: string;
  /** Where its release notes or its docs are. */
  href: string;
  apiModel: string;
  kubernetesVersions: string;
  /** Our words, with `backticks` shown as code. */
  newerCluster: string;
  /** Whether code written for the row above runs unchanged. */
  previousCodeRuns: string;
};

// Only `anemos apply <package>` builds for the version the cluster reports (v0.2.1 pkg/cmd/apply.go:331,345-351 and
// pkg/cmd/templates/applyJsFile.js:12, the same at v0.1.0 and v0.2.0); a build fails only for a builder that targets
// 1.34 or newer (pkg/core/kubernetes_resource_info.go:122-132 at each tag).
const newerClusterFails =
  '`anemos apply <package>` stops with an error before anything reaches the cluster. `anemos build --apply` ' +
  'applies what a builder for 1.26 to 1.33 wrote; a build that targets 1.34 or newer stops with an error.';

/** Oldest first, each row compared with the one above it. */
export const compatibilityRows = [
  {
    name: 'Next (73d3b32)',
    href: '/docs/',
    apiModel: 'YAML nodes (Mapping, Sequence, Scalar) and enums',
    kubernetesVersions: '1.26–1.31',
    newerCluster: 'Warns, then carries on with the 1.31 list.',
    previousCodeRuns: '—',
  },
  {
    name: 'v0.1.0',
    href: releaseNotesPath('v0.1.0'),
    apiModel: 'YAML nodes and enums; documents are added with one options object',
    kubernetesVersions: releasedKubernetesVersions,
    newerCluster: newerClusterFails,
    previousCodeRuns: 'No: the two- and three-argument addDocument calls are gone.',
  },
  {
    name: 'v0.2.0',
    href: releaseNotesPath('v0.2.0'),
    apiModel: 'Plain JavaScript objects and string constants',
    kubernetesVersions: releasedKubernetesVersions,
    newerCluster: newerClusterFails,
    previousCodeRuns: 'No: the YAML node API and the enums are gone.',
  },
  {
    name: 'v0.2.1',
    href: releaseNotesPath('v0.2.1'),
    apiModel: 'Plain JavaScript objects and string constants, as v0.2.0',
    kubernetesVersions: releasedKubernetesVersions,
    newerCluster: newerClusterFails,
    previousCodeRuns: 'Mostly: CRDs and Namespaces now go to groups of their own.',
  },
] as const satisfies readonly CompatibilityRow[];
