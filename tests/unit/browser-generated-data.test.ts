import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { tagline } from '../../src/siteFacts';
import { builtFile } from '../fixtures/built';

// src/plugins/browser-generated-data leaves out, from the browser's copies of modules that Docusaurus generates, what
// only the build or the server's render reads. These tests fail when an upgrade changes one of those modules, or
// starts reading in the browser what its loader leaves out.
const load = createRequire(`${process.cwd()}/package.json`);
const loaders = './src/plugins/browser-generated-data';
const { withoutModulePaths } = load(`${loaders}/registry-loader.cjs`) as {
  withoutModulePaths: (source: string) => string;
};
const { withoutBuildOnlyFields, buildOnlyFields } = load(`${loaders}/site-config-loader.cjs`) as {
  withoutBuildOnlyFields: (source: string) => string;
  buildOnlyFields: string[];
};
const { withoutPluginVersions } = load(`${loaders}/site-metadata-loader.cjs`) as {
  withoutPluginVersions: (source: string) => string;
};

const builtMainChunk = () =>
  builtFile(`assets/js/${readdirSync(`${buildDir}/assets/js`).find((file) => file.startsWith('main.'))}`);

// The route registry: each route chunk's module path is reported to react-loadable by the server's render only.
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
  const mainChunk = builtMainChunk();
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

// The site config and site metadata: the fields only the build reads.
const generatedModule = readFileSync('.docusaurus/docusaurus.config.mjs', 'utf8');
const exported = (source: string) => JSON.parse(/export default ([\s\S]*);\s*$/.exec(source)![1]) as object;

test("the browser's site config is the generated one without the build-only fields", () => {
  const full = exported(generatedModule);
  const trimmed = exported(withoutBuildOnlyFields(generatedModule));
  // Each field is there to be dropped: the list names nothing that core stopped writing.
  expect(Object.keys(full)).toEqual(expect.arrayContaining(buildOnlyFields));
  expect(trimmed).toEqual(
    Object.fromEntries(Object.entries(full).filter(([field]) => !buildOnlyFields.includes(field))),
  );
  expect(() => withoutBuildOnlyFields('export const siteConfig = {};')).toThrow(/no longer has the shape/);
});

test("the browser's site metadata keeps the versions of Docusaurus and the site, and no plugin's", () => {
  const metadata = JSON.parse(readFileSync('.docusaurus/site-metadata.json', 'utf8')) as Record<string, unknown>;
  expect(Object.keys(metadata).sort()).toEqual(['docusaurusVersion', 'pluginVersions', 'siteVersion']);
  expect(JSON.parse(withoutPluginVersions(JSON.stringify(metadata)))).toEqual({ ...metadata, pluginVersions: {} });
  expect(() => withoutPluginVersions('{"docusaurusVersion":"3.10.2"}')).toThrow(/no longer has the shape/);
});

test("the last build's entry chunk holds the site config without the build-only fields", () => {
  const mainChunk = builtMainChunk();
  // The config is there, as a minified object literal.
  expect(mainChunk).toContain(`tagline:${JSON.stringify(tagline)}`);
  for (const field of buildOnlyFields) {
    expect(mainChunk, field).not.toMatch(new RegExp(`[{,]${field}:`));
  }
  expect(mainChunk).not.toContain('it.headTags');
  expect(mainChunk).not.toContain('"@docusaurus/plugin-content-blog"');
});

/** Every file of the browser's code that reads the site config or metadata: Docusaurus's client and theme code, and ours. */
function browserFilesReadingSiteConfig(): string[] {
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(js|tsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name));
  const docusaurus = 'node_modules/@docusaurus';
  const browserDirs = readdirSync(docusaurus)
    // The debug plugin, which lists the plugins, is added by the preset to `docusaurus start` only.
    .filter((name) => name !== 'plugin-debug')
    .flatMap((name) =>
      ['lib/client', 'lib/theme', ...(name === 'theme-common' ? ['lib'] : [])].map((dir) =>
        path.join(docusaurus, name, dir),
      ),
    )
    .filter((dir) => {
      try {
        return readdirSync(dir).length > 0;
      } catch {
        return false;
      }
    });
  // Our plugins' entry points run in Node, with the whole config.
  const ours = filesUnder('src').filter((file) => !/^src\/plugins\/[^/]+\/index\.ts$/.test(file));
  return [...new Set([...browserDirs.flatMap(filesUnder), ...ours])].filter((file) =>
    /siteConfig|siteMetadata|useDocusaurusContext/.test(readFileSync(file, 'utf8')),
  );
}

test('no browser code that reads the site config or metadata reads a field they leave out', () => {
  const files = browserFilesReadingSiteConfig();
  expect(files).toContain('node_modules/@docusaurus/core/lib/client/exports/Link.js');
  const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  // As a property (`.plugins`, `['plugins']`) or a destructured name (`{ plugins }`, `{ plugins: list }`).
  const fields = [...buildOnlyFields, 'pluginVersions'].join('|');
  const read = new RegExp(`\\.(${fields})\\b|\\[['"\`](${fields})['"\`]\\]|\\b(${fields})\\s*[:,}]`);
  expect(read.test('const { plugins } = siteConfig;')).toBe(true);
  expect(read.test("import x from '../../plugins/search-bar-head/SearchBarHead';")).toBe(false);
  expect(files.filter((file) => read.test(withoutComments(readFileSync(file, 'utf8'))))).toEqual([]);
});
