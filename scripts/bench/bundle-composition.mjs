// `npm run bench:bundle`: what the first load's JavaScript is made of, to find what can leave it without removing a
// feature. Builds the site with the bundler's composition report (`BUNDLE_REPORT`, scripts/bench/bundle-report) into
// reports/bundle/, or reads the last one with `--no-build`, then prints the entry chunks every page loads with `main`
// broken down by package, and for each page type the scripts its first load fetches, with the biggest parts of each.
// Headless Chromium loads every page type to confirm that list. Checks the search code's share of each first load
// against its budget in budgets.mjs, and exits 1 when it fails. Sizes only, so it does not move with CPU load.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

import { startPagesDev } from '../pages-dev.mjs';
import { benchPorts, chromiumPath, pageTypes } from '../site-under-test.mjs';
import { checkSiteBudget } from './budgets.mjs';
import { formatTable, printChecks } from './report.mjs';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'reports/bundle' },
    top: { type: 'string', default: '3' },
  },
});
const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.resolve(options['out-dir']);
const buildDir = path.join(outDir, 'build');
const reportFile = path.join(outDir, 'report.json');
// Written with the report: every module, with the modules that scope hoisting merged into it.
const modulesFile = path.join(outDir, 'report.modules.json');
// Which chunks a route needs is known only to the build's generated files, which the next build or `npm start`
// replaces; a copy beside the report keeps `--no-build` consistent with the build it reads.
const generatedFiles = ['routes.js', 'routesChunkNames.json', 'client-manifest.json'];

if (!options['no-build']) {
  console.log(`Building into ${path.relative(root, buildDir)} with the bundle report…`);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The stand-in analytics ID is the one `npm run build:test` uses, so the bundle is the one the budgets measure.
    env: { ...process.env, BUNDLE_REPORT: reportFile, GA_TRACKING_ID: process.env.GA_TRACKING_ID ?? 'G-E2ETEST000' },
  });
  for (const file of generatedFiles) {
    copyFileSync(path.join(root, '.docusaurus', file), path.join(outDir, file));
  }
}
if (![reportFile, modulesFile, ...generatedFiles.map((file) => path.join(outDir, file))].every(existsSync)) {
  console.error(`No bundle report in ${path.relative(root, outDir)}: run \`npm run bench:bundle\` without --no-build.`);
  process.exit(1);
}

const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const mergedParts = new Map(
  JSON.parse(readFileSync(modulesFile, 'utf8'))
    .modules.filter((module) => module.modules)
    .map((module) => [module.name, module.modules]),
);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const assetOf = (file) => report.find((asset) => asset.label === file);
const gzipOf = (file) => gzipSync(readFileSync(path.join(buildDir, file))).length;

/** The name a module is counted under: its npm package, the generated file it is, or our folder it lives in. */
function groupOf(modulePath) {
  const own = modulePath
    .split('!')
    .at(-1)
    .replace(/^\.\//, '')
    .replace(/( \+ \d+ modules)?( \(concatenated\))?$/, '');
  const packagePath = own.split('node_modules/').at(-1);
  if (packagePath !== own) {
    const [scopeOrName, name] = packagePath.split('/');
    return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
  }
  if (own.startsWith('.docusaurus/')) {
    return `@generated/${own.slice('.docusaurus/'.length)}`;
  }
  return `site: ${own.split('/').slice(0, 3).join('/')}`;
}

/**
 * The modules of an emitted script. The report sizes a module merged by scope hoisting only as a whole, so its size
 * is shared among the modules it holds in proportion to their source size.
 */
function modulesOf(node) {
  const parts = node.concatenated && mergedParts.get(node.path.replace(/ \(concatenated\)$/, ''));
  if (parts) {
    const source = parts.reduce((sum, part) => sum + part.size, 0);
    return parts.map((part) => ({
      path: part.name,
      parsedSize: (node.parsedSize * part.size) / source,
      gzipSize: (node.gzipSize * part.size) / source,
    }));
  }
  if (node.groups && !node.concatenated) {
    return node.groups.flatMap(modulesOf);
  }
  return node.path ? [node] : [];
}

/**
 * A script's size by group. Each module's gzip size is measured alone, which overstates it (gzip shares its window
 * across modules), so the figures are scaled to add up to the gzip size of the whole file. What lies between the
 * modules (the bundler's wrappers) is its own row.
 */
function composition(file) {
  const asset = assetOf(file);
  const modules = modulesOf(asset);
  const parsed = modules.reduce((sum, module) => sum + module.parsedSize, 0);
  const gzipAlone = modules.reduce((sum, module) => sum + module.gzipSize, 0);
  const glue = { path: '(bundler wrappers)', parsedSize: asset.parsedSize - parsed };
  glue.gzipSize = (glue.parsedSize * gzipAlone) / parsed;
  const scale = gzipOf(file) / (gzipAlone + glue.gzipSize);
  const groups = new Map();
  for (const module of [...modules, glue]) {
    const name = module === glue ? glue.path : groupOf(module.path);
    const group = groups.get(name) ?? { name, parsed: 0, gzip: 0, modules: 0 };
    group.parsed += module.parsedSize;
    group.gzip += module.gzipSize * scale;
    group.modules += module === glue ? 0 : 1;
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => b.parsed - a.parsed);
}

/**
 * Search code: our search folder and its theme wrappers, DocSearch, MiniSearch and Algolia's client. Of these only the
 * navbar's button belongs in a first load; the modal, the engine and the index wait until the reader searches.
 */
const isSearchCode = (group) =>
  /^(site: src\/(search|theme\/SearchBar|theme\/SearchPage)\b|@docsearch\/|@algolia\/|algoliasearch$|minisearch$)/.test(
    group.name,
  );

/** Scripts a page's first load fetches: those its HTML names, then the chunks of every route matching its path. */
function firstLoadScripts(page, routes, chunkNames, manifest) {
  const html = readFileSync(path.join(buildDir, page, 'index.html'), 'utf8');
  const named = html.match(/\/assets\/js\/[\w~.-]+\.js/g) ?? [];
  // Matches the way the client picks routes before hydrating (react-router-config's matchRoutes): the first match at
  // each level, then its children.
  const matched = [];
  let level = routes;
  while (level) {
    const route = level.find((candidate) =>
      candidate.exact ? candidate.path === page : candidate.path === '*' || page.startsWith(candidate.path),
    );
    if (!route) {
      break;
    }
    matched.push(route);
    level = route.routes;
  }
  const flatten = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(flatten));
  const routeChunks = matched
    .flatMap((route) => flatten(chunkNames[route.component.key] ?? {}))
    .flatMap((name) => manifest.origins[name] ?? [])
    .flatMap((id) => manifest.assets[id]?.js ?? [])
    .map((asset) => asset.publicPath);
  return [...new Set([...named, ...routeChunks])].map((script) => script.slice(1));
}

/** The same-origin scripts Chromium fetches loading a page on a phone, until the network is quiet after hydration. */
async function scriptsChromiumFetches(browser, origin, page) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const tab = await context.newPage();
  await tab.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort(),
  );
  const scripts = new Set();
  tab.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin)) {
      scripts.add(new URL(request.url()).pathname.slice(1));
    }
  });
  await tab.goto(`${origin}${page}`);
  /* global document */
  await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await tab.waitForLoadState('networkidle');
  await context.close();
  return scripts;
}

const top = Number(options.top);
const entryFiles = report
  .filter((asset) => asset.label.endsWith('.js') && asset.isInitialByEntrypoint?.main)
  .map((asset) => asset.label);
const mainFile = entryFiles.find((file) => /(^|\/)main\.[^/]*\.js$/.test(file));

console.log('\nEntry chunks, loaded by every page; sizes in KB\n');
console.log(
  formatTable(entryFiles, [
    { label: 'chunk', value: (file) => file },
    { label: 'raw', value: (file) => kb(assetOf(file).parsedSize) },
    { label: 'gzip', value: (file) => kb(gzipOf(file)) },
  ]),
);
const entryGzip = entryFiles.reduce((sum, file) => sum + gzipOf(file), 0);
const entryRaw = entryFiles.reduce((sum, file) => sum + assetOf(file).parsedSize, 0);
console.log(`total: ${kb(entryRaw)} raw, ${kb(entryGzip)} gzip`);

const mainGroups = composition(mainFile);
console.log(
  `\n${mainFile} by package: parsed (minified) KB, and gzip KB estimated from each module's gzip size, scaled so the` +
    ` rows add up to the file's real gzip size (${kb(gzipOf(mainFile))} KB)\n`,
);
console.log(
  formatTable(mainGroups, [
    { label: 'package or folder', value: (group) => group.name },
    { label: 'modules', value: (group) => group.modules },
    { label: 'parsed', value: (group) => kb(group.parsed) },
    { label: 'gzip', value: (group) => kb(group.gzip) },
    { label: 'share', value: (group) => `${((100 * group.parsed) / assetOf(mainFile).parsedSize).toFixed(1)}%` },
  ]),
);

const generated = (file) => readFileSync(path.join(outDir, file), 'utf8');
// routes.js is the module the client imports; with each component reduced to its route key, it is plain data.
const routes = new Function(
  'ComponentCreator',
  generated('routes.js')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return'),
)((routePath, hash) => ({ key: `${routePath}-${hash}` }));
const chunkNames = JSON.parse(generated('routesChunkNames.json'));
const manifest = JSON.parse(generated('client-manifest.json'));

const searchChecks = [];
const browser = await chromium.launch({ executablePath: chromiumPath });
const { stop, url: origin } = await startPagesDev({ rootDir: buildDir, port: benchPorts.bundle });
try {
  for (const page of pageTypes) {
    const files = firstLoadScripts(page, routes, chunkNames, manifest);
    const fetched = await scriptsChromiumFetches(browser, origin, page);
    const missed = [...fetched].filter((file) => !files.includes(file));
    const unfetched = files.filter((file) => !fetched.has(file));
    const total = files.reduce((sum, file) => sum + gzipOf(file), 0);
    const searchGroups = files.flatMap(composition).filter(isSearchCode);
    const searchGzip = searchGroups.reduce((sum, group) => sum + group.gzip, 0);
    searchChecks.push(checkSiteBudget('searchFirstLoadJs', searchGzip / 1024, page));
    console.log(`\n${page}: ${files.length} scripts, ${kb(total)} KB gzip (${kb(total - entryGzip)} beyond the entry)`);
    console.log(`search code: ${kb(searchGzip)} KB gzip (${searchGroups.map((group) => group.name).join(', ')})`);
    console.log(
      formatTable(files, [
        { label: 'chunk', value: (file) => path.basename(file) },
        { label: 'gzip', value: (file) => kb(gzipOf(file)) },
        {
          label: `biggest parts, parsed KB`,
          value: (file) =>
            entryFiles.includes(file)
              ? '(entry)'
              : composition(file)
                  .slice(0, top)
                  .map((group) => `${group.name} ${kb(group.parsed)}`)
                  .join(', '),
        },
      ]),
    );
    console.log(
      missed.length + unfetched.length === 0
        ? 'Chromium fetched exactly these scripts.'
        : `Chromium differs: also fetched ${missed.join(', ') || 'nothing'}; did not fetch ${unfetched.join(', ') || 'nothing'}.`,
    );
  }
} finally {
  stop();
  await browser.close();
}
console.log('');
process.exitCode = printChecks(searchChecks) === 0 ? 0 : 1;
