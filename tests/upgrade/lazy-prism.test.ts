import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { emptyModule, lazyHighlighter, themePrismClientModule } from '../../src/first-load/lazy-prism';
import { installedPath } from './installed';

// The redirections of src/first-load/lazy-prism, checked against what is installed, so an upgrade that moves or
// changes the redirected modules fails here instead of silently loading Prism on every page again.
const themeDir = installedPath('@docusaurus/theme-classic', 'lib');
const themeClientModule = path.join(themeDir, 'prism-include-languages.js');

/** The statements of a module with comments and blank lines left out, to compare what it does. */
function statements(file: string): string[] {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'));
}

test('the classic theme still loads Prism from the client module that is emptied, and that module does nothing else', () => {
  expect(themePrismClientModule.test(path.resolve(themeClientModule))).toBe(true);
  expect(readFileSync(path.join(themeDir, 'index.js'), 'utf8')).toMatch(
    /getClientModules\(\) \{[^}]*'\.\/prism-include-languages'/,
  );
  // Emptying it must drop nothing but the language registration, which src/components/CodeHighlighter does itself.
  expect(statements(themeClientModule)).toEqual([
    "import { Prism } from 'prism-react-renderer';",
    "import prismIncludeLanguages from '@theme/prism-include-languages';",
    'prismIncludeLanguages(Prism);',
  ]);
  expect(statements(emptyModule).length).toBe(0);
});

test('the browser reaches the highlighter through the lazy module the server build swaps for the highlighter itself', () => {
  const lazyModule = 'src/components/CodeHighlighter/onDemand.tsx';
  expect(lazyHighlighter.test(path.resolve(lazyModule))).toBe(true);
  expect(readFileSync(lazyModule, 'utf8')).toContain("lazy(() => import('.'))");
  expect(existsSync('src/components/CodeHighlighter/index.tsx')).toBe(true);
  expect(readFileSync('src/theme/CodeBlock/Content/index.tsx', 'utf8')).toContain(
    "from '@site/src/components/CodeHighlighter/onDemand'",
  );
});
