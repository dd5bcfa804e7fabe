import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { builtFile } from '../fixtures/built';

// src/plugins/registry-module-paths drops, from the browser's copy of the generated route registry, the module paths
// that only the server's render reports. These tests fail when an upgrade changes the registry's entries, or starts
// reading those paths in the browser.
const load = createRequire(`${process.cwd()}/package.json`);
const { withoutModulePaths } = load('./src/plugins/registry-module-paths/loader.cjs') as {
  withoutModulePaths: (source: string) => string;
};

const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

test('each registry entry keeps its loader and module id, and loses its module path', () => {
  expect(withoutModulePaths(entry('17896441', '@theme/DocItem'))).toBe(
    `  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")],`,
  );
});

test("the last build's registry has that shape on every line, and the entry chunk keeps none of its module paths", () => {
  const registry = readFileSync('.docusaurus/registry.js', 'utf8');
  // One entry a line; the last one also closes the object.
  const entries = registry
    .split('\n')
    .filter((line) => line.includes('import('))
    .map((line) => line.replace(/\};$/, ''));
  expect(entries.length).toBeGreaterThan(100);
  for (const line of entries) {
    const [, chunk, module] = line.match(
      /^ {2}"(\w+)": \[\(\) => import\(\/\* webpackChunkName: "\w+" \*\/ "([^"]+)"\)/,
    )!;
    expect(line).toBe(entry(chunk, module));
  }
  const stripped = withoutModulePaths(registry);
  const mainChunk = builtFile(
    `assets/js/${readdirSync(`${buildDir}/assets/js`).find((file) => file.startsWith('main.'))}`,
  );
  for (const line of entries) {
    const module = line.match(/import\(\/\* [^*]+\*\/ "([^"]+)"/)![1];
    expect(stripped).not.toContain(`"${module}", require`);
    expect(mainChunk.includes(`"${module}"`), `${module} in the entry chunk`).toBe(false);
  }
});

test('the browser reads a registry entry only for its loader, and reports module paths only to a server-side capture', () => {
  const componentCreator = readFileSync('node_modules/@docusaurus/core/lib/client/exports/ComponentCreator.js', 'utf8');
  expect(componentCreator.match(/chunkRegistry\[\d\]/g)).toEqual([
    'chunkRegistry[0]',
    'chunkRegistry[1]',
    'chunkRegistry[2]',
  ]);
  expect(componentCreator).toContain('modules.push(chunkRegistry[1]);');
  // react-loadable passes `modules` only to the capture context that the server's render provides.
  const reactLoadable = readFileSync(load.resolve('react-loadable'), 'utf8');
  expect(reactLoadable.match(/opts\.modules/g)).toEqual(['opts.modules', 'opts.modules']);
  expect(reactLoadable).toMatch(
    /if \(this\.context && Array\.isArray\(opts\.modules\)\) \{\s*opts\.modules\.forEach\(function \(moduleName\) \{\s*_this2\.context\.report\(moduleName\);/,
  );
});
