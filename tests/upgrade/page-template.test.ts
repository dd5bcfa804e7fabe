import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { entryScriptsLoader, pageTemplate } from '../../src/first-load/page-loader/template';
import { load } from './installed';
const coreVersion: string = load('@docusaurus/core/package.json').version;
const coreTemplate: string = load('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;

const lines = (template: string) => template.trim().split('\n');
const withoutLines = (list: string[], start: number, count: number) => [
  ...list.slice(0, start),
  ...list.slice(start + count),
];

test('the page template names the installed core version it was copied from', () => {
  expect(readFileSync('src/first-load/page-loader/template.ts', 'utf8')).toContain(
    `@docusaurus/core@${coreVersion} lib/ssg/ssgTemplate.html.js`,
  );
});

test("the page template is core's template with only the script loading changed", () => {
  const core = lines(coreTemplate);
  const headScripts = [
    '    <% it.scripts.forEach((script) => { %>',
    '      <script src="<%= it.baseUrl %><%= script %>" defer></script>',
    '    <% }); %>',
  ];
  const start = core.indexOf(headScripts[0]);
  expect(core.slice(start, start + headScripts.length), "core's deferred script tags in the head").toEqual(headScripts);
  const ours = lines(pageTemplate);
  // The loader's call: one inline script, right before </body>, after the tags that define it
  // (src/first-load/page-loader).
  const loader = ours.findIndex((line) => line.startsWith(`    <script>${entryScriptsLoader}(`));
  expect(loader).toBeGreaterThan(0);
  expect(ours[loader]).toContain('it.scripts.map(');
  expect(ours[loader - 1]).toBe('    <%~ it.postBodyTags %>');
  expect(ours[loader + 1]).toBe('  </body>');
  expect(withoutLines(ours, loader, 1)).toEqual(withoutLines(core, start, headScripts.length));
});
