import { expect, test } from '@playwright/test';

import { installedText } from './installed';

// src/first-load/idle-prefetch/client.ts replaces `window.docusaurus` once the first page has hydrated. That reaches
// the links only while core's Link prefetches through the global rather than through its own import, and only while
// core calls `onRouteDidUpdate` for the first page too.

test('core’s Link prefetches through window.docusaurus', () => {
  const link = installedText('@docusaurus/core', 'lib/client/exports/Link.js');
  expect(link).toContain('window.docusaurus.prefetch(');
  expect(link).not.toMatch(/import\s+\w*\s*(,\s*)?\{?[^}]*\bprefetch\b[^}]*\}?\s+from/);
});

test('core sets window.docusaurus before the first render and calls onRouteDidUpdate for the first page', () => {
  const clientEntry = installedText('@docusaurus/core', 'lib/client/clientEntry.js');
  expect(clientEntry.indexOf('window.docusaurus = docusaurus')).toBeGreaterThan(-1);
  expect(clientEntry.indexOf('window.docusaurus = docusaurus')).toBeLessThan(clientEntry.indexOf('renderApp'));
  const dispatcher = installedText('@docusaurus/core', 'lib/client/ClientLifecyclesDispatcher.js');
  // The first page has no previous location, so it passes this test too.
  const onChange = dispatcher.indexOf('if (previousLocation !== location) {');
  expect(onChange).toBeGreaterThan(-1);
  expect(dispatcher.slice(onChange, onChange + 300)).toContain("dispatchLifecycleAction('onRouteDidUpdate'");
});
