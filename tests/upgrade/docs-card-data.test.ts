import { readdirSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import type { PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';

import { cardDocIds, withCardDocsOnly } from '../../src/first-load/docs-card-data';
import { installedPath, installedText } from './installed';

// src/first-load/docs-card-data keeps in the docs version data only the docs a doc card can show. These tests check
// that choice on a small sidebar, and against the installed packages: that the version data still carries the docs
// map, and that a doc card is still the only reader of it, so an upgrade that reads it elsewhere fails here.

const link = (docId: string): PropSidebarItem => ({ type: 'link', href: `/docs/${docId}/`, label: docId, docId });
const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: false,
  collapsible: true,
  ...(href ? { href } : {}),
});

const sidebar: PropSidebarItem[] = [
  link('intro'),
  category('Tutorial', [link('tutorial/start'), category('More', [link('tutorial/more')], '/docs/more/')], '/docs/t/'),
  category('API', [category('Classes', [link('api/classes/Builder')])], '/docs/api/'),
];

test('a card can show the doc links directly inside a category that has a page', () => {
  expect([...cardDocIds(sidebar)].sort()).toEqual(['tutorial/more', 'tutorial/start']);
});

test('the version data keeps the title and description of those docs only, and all else unchanged', () => {
  const doc = (id: string) => ({ id, title: id, description: `About ${id}`, sidebar: 'docs' });
  const version = {
    pluginId: 'default',
    version: 'current',
    label: 'Next',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    docsSidebars: { docs: sidebar },
    docs: Object.fromEntries(
      ['intro', 'tutorial/start', 'tutorial/more', 'api/classes/Builder'].map((id) => [id, doc(id)]),
    ),
  } satisfies PropVersionMetadata;
  const lean = withCardDocsOnly(version);
  expect(Object.keys(lean.docs).sort()).toEqual(['tutorial/more', 'tutorial/start']);
  expect(lean.docs['tutorial/start']).toEqual(doc('tutorial/start'));
  expect({ ...lean, docs: version.docs }).toEqual(version);
});

const installed = (file: string) => installedText('@docusaurus', file);

test('the docs plugin still passes the docs map to its version route as the `version` prop', () => {
  expect(installed('plugin-content-docs/lib/props.js')).toMatch(/docs: toVersionDocsProp\(loadedVersion\)/);
  expect(installed('plugin-content-docs/lib/routes.js')).toMatch(
    /props: \{[^}]*version: \(0, props_1\.toVersionMetadataProp\)\(options\.id, version\)/,
  );
});

/** The theme and client files that mention `name`, as paths relative to node_modules/@docusaurus. */
function filesMentioning(name: RegExp): string[] {
  const roots = ['theme-classic/lib/theme', 'theme-common/lib', 'plugin-content-docs/lib/client'];
  return roots.flatMap((root) =>
    readdirSync(installedPath('@docusaurus', root), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js') && name.test(installed(path.join(root, file))))
      .map((file) => path.join(root, file)),
  );
}

test("only the theme's doc card reads docs from the version data", () => {
  expect(filesMentioning(/useDocById\(/)).toEqual([
    'theme-classic/lib/theme/DocCard/index.js',
    'plugin-content-docs/lib/client/docsUtils.js',
  ]);
  // useDocById itself, and nothing else, looks a doc up in the version data's map.
  expect(filesMentioning(/\.docs\[/)).toEqual(['plugin-content-docs/lib/client/docsUtils.js']);
  expect(installed('plugin-content-docs/lib/client/docsUtils.js')).toMatch(
    /export function useDocById\(id\) \{\s*const version = useDocsVersion\(\);[\s\S]*?const doc = version\.docs\[id\];/,
  );
});
