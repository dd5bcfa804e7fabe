import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import {
  defectLink,
  defectsOf,
  type DocsVersionName,
  fixedIn,
  type KnownDefect,
  knownDefects,
  releasesOldestFirst,
  type ReleaseTag,
} from '@site/src/data/known-defects';

/**
 * The known defects of `src/data/known-defects.ts`, where readers meet them: the list in a release's notes, the list
 * on a troubleshooting page, and the line that names the defect in the entry of the message it makes Anemos print.
 * Plain markup, rendered on the server.
 */

/** Text with `code` spans, as the data writes it. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** `v0.1.0, v0.2.0 and v0.2.1` */
function listOf(tags: readonly string[]): string {
  return tags.length < 2 ? tags.join('') : `${tags.slice(0, -1).join(', ')} and ${tags.at(-1)}`;
}

function fixStatus(defect: KnownDefect): string {
  const fix = fixedIn(defect);
  return fix ? `Fixed in ${fix}.` : 'Not fixed in any release.';
}

function defectNamed(id: string): KnownDefect {
  const defect = knownDefects.find((candidate) => candidate.id === id);
  if (!defect) {
    throw new Error(`No known defect has the id "${id}" (src/data/known-defects.ts).`);
  }
  return defect;
}

/** The "Known defects" list of a release's notes, each linking where the 0.2 troubleshooting page explains it. */
export function ReleaseDefects({ release }: { release: ReleaseTag }): ReactNode {
  return (
    <ul>
      {knownDefects
        .filter((defect) => defect.releases.includes(release))
        .map((defect) => (
          <li key={defect.id}>
            {withCode(defect.inRelease?.[release] ?? defect.summary)} {fixStatus(defect)}{' '}
            <Link to={defectLink(defect, '0.2')}>What to do</Link>
          </li>
        ))}
    </ul>
  );
}

/** Which releases have a defect, as a troubleshooting page of `version` says it. */
function releasesOf(defect: KnownDefect, version: DocsVersionName): string {
  if (defect.releases.length === 0) {
    return `Only in the Next snapshot: fixed in ${fixedIn(defect)}, the first release.`;
  }
  const all = defect.releases.length === releasesOldestFirst.length;
  const releases = `${all ? 'every release so far, ' : ''}${listOf(defect.releases)}`;
  const snapshot = version === 'Next' && defect.inNext ? 'In the Next snapshot and in ' : 'In ';
  return `${snapshot}${releases}. ${fixStatus(defect)}`;
}

function DefectItem({ defect, version }: { defect: KnownDefect; version: DocsVersionName }): ReactNode {
  const entry = defect.entry[version];
  const id = `defect-${defect.id}`;
  // The release notes link the items of defects that print nothing; the build checks only anchors it was told of.
  useBrokenLinks().collectAnchor(id);
  return (
    <li id={id}>
      <strong>{withCode(defect.summary)}</strong> {releasesOf(defect, version)} What to do:{' '}
      {withCode(defect.workaround)}
      {entry && (
        <>
          {' '}
          <a href={`#${entry}`}>The message it prints</a>
        </>
      )}
    </li>
  );
}

/**
 * The known defects a docs version's troubleshooting page lists: on 0.2, those the release v0.2.1 still has, then
 * those an earlier release fixed; on Next, those of the snapshot.
 */
export function TroubleshootingDefects({ version }: { version: DocsVersionName }): ReactNode {
  const defects = defectsOf(version);
  if (version === 'Next') {
    return (
      <ul>
        {defects.map((defect) => (
          <DefectItem key={defect.id} defect={defect} version={version} />
        ))}
      </ul>
    );
  }
  const open = defects.filter((defect) => fixedIn(defect) === undefined);
  const fixed = defects.filter((defect) => fixedIn(defect) !== undefined);
  return (
    <>
      <p>In v0.2.1, the release these pages describe:</p>
      <ul>
        {open.map((defect) => (
          <DefectItem key={defect.id} defect={defect} version={version} />
        ))}
      </ul>
      <p>Fixed by v0.2.1, in the releases before it:</p>
      <ul>
        {fixed.map((defect) => (
          <DefectItem key={defect.id} defect={defect} version={version} />
        ))}
      </ul>
    </>
  );
}

/** The line of a troubleshooting entry that names the known defect behind its message, and the releases it is in. */
export function DefectNote({ id, version }: { id: string; version: DocsVersionName }): ReactNode {
  const defect = defectNamed(id);
  return (
    <p>
      <strong>Known defect:</strong> {withCode(defect.summary)} {releasesOf(defect, version)}{' '}
      <a href={`#defect-${defect.id}`}>All known defects</a>
    </p>
  );
}
