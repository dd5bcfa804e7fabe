import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

import { builtPage } from '../fixtures/built';

/**
 * The typed Kubernetes kinds of 0.2 as the built page shows them: every kind of the tool's list at v0.2.1, kept as a
 * fixture (kinds, their apiVersions, bases and top-level exports, read from the tool's tree). That the page's data is
 * that list is `tests/content/kubernetes-kinds.test.ts`.
 */
type ToolKind = { kind: string; apiVersion: string; module: string; workload: boolean; topLevel: boolean };
const fixture = JSON.parse(readFileSync('tests/fixtures/tool/0.2/k8s-kinds.json', 'utf8')) as { kinds: ToolKind[] };

test('the 0.2 kinds page lists every kind with its class, apiVersion, base and Kubernetes reference page', () => {
  const $ = builtPage('/docs/0.2/reference/kubernetes-kinds/');
  const rows = $('article table tbody tr').toArray();
  expect(rows.map((row) => $(row).find('th').text())).toEqual(fixture.kinds.map(({ kind }) => kind));
  for (const [index, { kind, apiVersion, module, workload, topLevel }] of fixture.kinds.entries()) {
    const cells = $(rows[index]).find('td').toArray();
    const classes = $(cells[0])
      .find('code')
      .toArray()
      .map((code) => $(code).text());
    expect(classes, kind).toEqual([`anemos.k8s.${module}.${kind}`, ...(topLevel ? [`anemos.k8s.${kind}`] : [])]);
    expect($(cells[1]).text(), kind).toBe(apiVersion);
    expect($(cells[2]).text(), kind).toBe(workload ? 'Yes' : 'No');
    const reference = $(cells[3]).find('a').attr('href') ?? '';
    expect(reference, kind).toMatch(/^https:\/\/(v1-34\.docs\.)?kubernetes\.io\/docs\/reference\/kubernetes-api\//);
    // The reference has a page per kind and version: the link names the version the class writes.
    expect(reference.endsWith(`-${apiVersion.split('/').at(-1)}/`), `${kind}: ${reference}`).toBe(true);
  }
});
