import { expect, test } from '@playwright/test';

import { compatibilityRows, releases } from '../../src/data/releases';
import { release } from '../../src/siteFacts';
import { socialCardUrl } from '../../src/socialCard';
import {
  blogPostDateLine,
  docsVersionLine,
  releaseNotesVersionLine,
  socialCards,
} from '../../src/plugins/social-cards/cardText';
import { cardRenderer, breakableTitle } from '../../src/plugins/social-cards/render';
import type { VersionCatalog } from '../../src/plugins/markdown-twins/catalog';

const page = (title: string, permalink: string) => ({ title, permalink, description: '' });

const releasedVersion: VersionCatalog = {
  name: release.version,
  label: release.version,
  unreleased: false,
  path: `/docs/${release.version}/`,
  docs: [
    { title: 'Docs', pages: [page('Installation', `/docs/${release.version}/installation/`)] },
    { title: 'Reference', pages: [page('CLI Reference', `/docs/${release.version}/reference/cli/`)] },
  ],
  api: [{ title: 'Classes', pages: [page('apply.Options', `/docs/${release.version}/api/classes/apply.Options/`)] }],
};
const nextVersion: VersionCatalog = {
  name: 'current',
  label: 'Next',
  unreleased: true,
  path: '/docs/',
  docs: [{ title: 'Comparison', pages: [page('Anemos for Helm Users', '/docs/comparison/helm-users/')] }],
  api: [],
};

test('a docs page of the release names the release and its Kubernetes versions; a Next page says it is a snapshot', () => {
  expect(docsVersionLine(releasedVersion)).toBe(`Anemos ${release.version} · Kubernetes ${release.kubernetesVersions}`);
  expect(docsVersionLine(releasedVersion)).toMatch(/^Anemos \d+\.\d+ · Kubernetes 1\.\d+–1\.\d+$/);
  expect(docsVersionLine(nextVersion)).toBe('Next: development snapshot');
  expect(() => docsVersionLine({ name: '0.1', label: '0.1', unreleased: false })).toThrow(/0\.1/);
});

test("a release's notes name that release and its row's Kubernetes versions", () => {
  const oldest = releases.at(-1)!;
  const row = compatibilityRows.find(({ name }) => name === oldest.tag)!;
  expect(releaseNotesVersionLine(oldest.notesPath)).toBe(`Anemos ${oldest.tag} · Kubernetes ${row.kubernetesVersions}`);
  expect(() => releaseNotesVersionLine('/changelog/v9.9.9/')).toThrow(/v9\.9\.9/);
});

test('a blog post gives its date, as written in the US', () => {
  expect(blogPostDateLine('2025-08-04T00:00:00.000Z')).toBe('August 4, 2025');
});

test('each card takes its section from the top-level sidebar category, the API reference as one section', () => {
  const cards = socialCards({
    versions: [releasedVersion, nextVersion],
    blogPosts: [{ ...page('Mounting Large Files', '/blog/mounting-large-files/'), date: '2025-08-04T00:00:00Z' }],
    releaseNotes: [page('Anemos v0.2.1', '/changelog/v0.2.1/')],
  });
  const releaseLine = docsVersionLine(releasedVersion);
  expect(cards).toEqual([
    { permalink: '/docs/0.2/installation/', title: 'Installation', section: 'Docs', versionLine: releaseLine },
    { permalink: '/docs/0.2/reference/cli/', title: 'CLI Reference', section: 'Reference', versionLine: releaseLine },
    {
      permalink: '/docs/0.2/api/classes/apply.Options/',
      title: 'apply.Options',
      section: 'API Reference',
      versionLine: releaseLine,
    },
    {
      permalink: '/docs/comparison/helm-users/',
      title: 'Anemos for Helm Users',
      section: 'Comparison',
      versionLine: 'Next: development snapshot',
    },
    {
      permalink: '/blog/mounting-large-files/',
      title: 'Mounting Large Files',
      section: 'Blog',
      versionLine: 'August 4, 2025',
    },
    {
      permalink: '/changelog/v0.2.1/',
      title: 'Anemos v0.2.1',
      section: 'Release notes',
      versionLine: releaseNotesVersionLine('/changelog/v0.2.1/'),
    },
  ]);
});

test("a card's address follows its page's", () => {
  expect(socialCardUrl('/docs/0.2/installation/')).toBe('/img/cards/docs/0.2/installation.png');
  expect(socialCardUrl('/docs/0.2')).toBe('/img/cards/docs/0.2.png');
  expect(socialCardUrl('/changelog/v0.2.1/')).toBe('/img/cards/changelog/v0.2.1.png');
  expect(() => socialCardUrl('/')).toThrow();
});

test('identifiers in titles may wrap after a dot or before an inner capital; words do not', () => {
  expect(breakableTitle('Mounting Large Files to Containers Efficiently')).toBe(
    'Mounting Large Files to Containers Efficiently',
  );
  expect(breakableTitle('kubernetesDistribution.KubernetesDistribution')).toBe(
    'kubernetes\u200bDistribution.\u200bKubernetes\u200bDistribution',
  );
});

test('a card is a 1200×630 PNG under 100 KB, and a character the font lacks fails instead of showing a box', async () => {
  const draw = await cardRenderer();
  const png = await draw({
    title: 'steps.generateResourcesBasedOnOtherResources and a few more words to fill a third line of the title',
    section: 'API Reference',
    versionLine: docsVersionLine(releasedVersion),
  });
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(100 * 1024);
  await expect(draw({ title: 'Charts → packages', section: 'Docs', versionLine: '' })).rejects.toThrow(
    /no glyph for "→"/,
  );
});
