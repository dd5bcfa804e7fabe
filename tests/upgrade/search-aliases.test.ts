import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import ts from 'typescript';

import { docSearchAliases, esmBundle, searchBarHead, themeSearchBar, umdBundle } from '../../src/search/aliases';
import { filesUnder, installedPath, load } from './installed';

// The two module redirections left in search, checked against what is installed. An upgrade that moves, drops or
// reshapes a redirected module fails here, instead of the alias silently going dead or handing the theme a module
// without the names it imports.
const themePackage = installedPath('@docusaurus/theme-search-algolia');
const themeSearchBarFile = path.resolve(themePackage, 'lib/theme/SearchBar/index.js');

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
}

function descendants(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  node.forEachChild((child) => {
    found.push(child, ...descendants(child));
  });
  return found;
}

type ModuleImport = { specifier: string; dynamic: boolean; defaultName?: string; names: string[] };

/** Every module a file imports, statically or through `import()`, with the names a static import takes. */
function importsOf(file: string): ModuleImport[] {
  return descendants(parse(file)).flatMap((node): ModuleImport[] => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
          : [];
      return [{ specifier: node.moduleSpecifier.text, dynamic: false, defaultName: clause?.name?.text, names }];
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      return [{ specifier: node.arguments[0].text, dynamic: true, names: [] }];
    }
    return [];
  });
}

/** The names a bundle exports, from loading it: `require` reads the UMD bundle's exports and the ES module's alike. */
function exportedNames(file: string): string[] {
  return Object.keys(load(file));
}

/** The names a module re-exports (`export {a, b} from '…'`), read from its source. */
function reExportedNames(file: string): string[] {
  return descendants(parse(file)).flatMap((node) =>
    ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)
      ? node.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

test.describe('@docusaurus/Head in the theme SearchBar, redirected to SearchBarHead', () => {
  test('applies to the SearchBar the theme ships, which still takes Head from @docusaurus/Head', () => {
    expect(existsSync(themeSearchBarFile)).toBe(true);
    // SearchBarHead is typed as Head itself, so `npm run typecheck` checks that it can stand in for it.
    expect(existsSync(searchBarHead)).toBe(true);
    expect(themeSearchBar.test(themeSearchBarFile)).toBe(true);
    expect(themeSearchBar.test(path.resolve(themePackage, 'lib/theme/SearchPage/index.js'))).toBe(false);
    const headImports = importsOf(themeSearchBarFile).filter((entry) => entry.specifier === '@docusaurus/Head');
    expect(headImports).toEqual([{ specifier: '@docusaurus/Head', dynamic: false, defaultName: 'Head', names: [] }]);
  });

  test('drops nothing but the Algolia preconnect: the only tag the SearchBar puts in the head', () => {
    const heads = descendants(parse(themeSearchBarFile)).filter(
      (node): node is ts.JsxElement => ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Head',
    );
    expect(heads).toHaveLength(1);
    const tags = heads[0].children.filter((child) => !ts.isJsxText(child) && !ts.isJsxExpression(child));
    const rendered = tags.map((tag) => {
      expect(ts.isJsxSelfClosingElement(tag)).toBe(true);
      const element = tag as ts.JsxSelfClosingElement;
      const attributes = element.attributes.properties.map((attribute) => attribute.getText());
      return { tag: element.tagName.getText(), attributes };
    });
    expect(rendered).toEqual([
      {
        tag: 'link',
        attributes: ['rel="preconnect"', 'href={`https://${props.appId}-dsn.algolia.net`}', 'crossOrigin="anonymous"'],
      },
    ]);
  });
});

test.describe('DocSearch entry points, redirected to its ES module and UMD bundles', () => {
  const themeBrowserFiles = ['lib/theme', 'lib/client']
    .flatMap((dir) => filesUnder(path.join(themePackage, dir)))
    .filter((file) => file.endsWith('.js'));
  const docSearchImports = themeBrowserFiles.flatMap((file) =>
    importsOf(file)
      .filter((entry) => entry.specifier.startsWith('@docsearch/react'))
      .map((entry) => ({ ...entry, file })),
  );
  // Reached without a redirection: the button, the same ES module bundle the aliases point at, and the stylesheet.
  const unredirected = ['@docsearch/react/button', '@docsearch/react/style'];

  test('are exactly the DocSearch entry points the theme imports', () => {
    const imported = [...new Set(docSearchImports.map((entry) => entry.specifier))].sort();
    expect(imported).toEqual([...Object.keys(docSearchAliases), ...unredirected].sort());
  });

  test('point at the bundle the search button already loads, and the modal at a module of its own', () => {
    const button = load.resolve('@docsearch/react/button');
    // The button re-exports from the ES module bundle, so the redirected entry points add no second copy of DocSearch.
    const reExported = descendants(parse(button)).flatMap((node) =>
      ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
        ? [createRequire(button).resolve(node.moduleSpecifier.text)]
        : [],
    );
    expect(reExported).toEqual([esmBundle]);
    expect(umdBundle).not.toBe(esmBundle);
    expect(existsSync(umdBundle)).toBe(true);
  });

  test('export every name the theme imports from them', () => {
    const missing: string[] = [];
    for (const entry of docSearchImports.filter((candidate) => candidate.specifier in docSearchAliases)) {
      const target = docSearchAliases[entry.specifier as keyof typeof docSearchAliases];
      const offered = exportedNames(target);
      // A lazy import takes whatever the package's own entry point would have given it.
      const wanted = entry.dynamic ? reExportedNames(load.resolve(entry.specifier)) : entry.names;
      expect(wanted.length, `${entry.specifier} in ${entry.file} takes no names`).toBeGreaterThan(0);
      missing.push(
        ...wanted.filter((name) => !offered.includes(name)).map((name) => `${entry.specifier} → ${target}: ${name}`),
      );
    }
    expect(missing).toEqual([]);
  });
});
