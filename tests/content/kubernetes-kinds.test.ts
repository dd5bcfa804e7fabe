import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

import { kubernetesKinds } from '../../src/data/kubernetes-kinds/0.2';

/**
 * The typed Kubernetes kinds of 0.2: the page's data is the tool's list at v0.2.1, kept as a fixture (kinds, their
 * apiVersions, bases and top-level exports, read from the tool's tree; its `source` names where). That the page shows
 * every kind of it is `tests/build/kubernetes-kinds.test.ts`.
 */
type ToolKind = { kind: string; apiVersion: string; module: string; workload: boolean; topLevel: boolean };
const fixture = JSON.parse(readFileSync('tests/fixtures/tool/0.2/k8s-kinds.json', 'utf8')) as {
  source: Record<string, string>;
  kinds: ToolKind[];
};

test('the 0.2 kinds data is the list of kinds anemos.k8s types at v0.2.1', () => {
  expect(fixture.source.tag).toBe('v0.2.1');
  expect(kubernetesKinds).toEqual(fixture.kinds);
});
