import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { compileHint } from '../../src/first-load/compile-hints';

const startsWithHint = (file: string) => readFileSync(file, 'utf8').split('\n', 1)[0] === compileHint;

// V8 reads the hint only as a file's first line, and only if the minifier has not dropped it. Chunks fetched on use
// (the search modal, Mermaid, the highlighter) should compile lazily, as V8 does without the hint.
test('the entry scripts every page loads start with V8’s compile hint, and no other script does', () => {
  const home = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const entryScripts = [...home.matchAll(/<script[^>]*\bsrc="?\/(assets\/js\/[^"\s>]+\.js)/g)].map((match) => match[1]);
  expect(entryScripts.length).toBeGreaterThanOrEqual(2);
  expect(entryScripts.filter((script) => !startsWithHint(path.join(buildDir, script)))).toEqual([]);

  const scriptsDir = path.join(buildDir, 'assets', 'js');
  const hinted = readdirSync(scriptsDir).filter(
    (file) => file.endsWith('.js') && startsWithHint(path.join(scriptsDir, file)),
  );
  expect(hinted.map((file) => `assets/js/${file}`).sort()).toEqual([...entryScripts].sort());
});
