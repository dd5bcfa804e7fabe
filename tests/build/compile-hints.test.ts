import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { compileHint } from '../../src/first-load/compile-hints';

// V8 reads the hint only as a file's first line, and only if the minifier has not dropped it.
test('every built script starts with V8’s compile hint', () => {
  const scriptsDir = path.join(buildDir, 'assets', 'js');
  const scripts = readdirSync(scriptsDir).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withoutHint = scripts.filter(
    (file) => readFileSync(path.join(scriptsDir, file), 'utf8').split('\n', 1)[0] !== compileHint,
  );
  expect(withoutHint).toEqual([]);
});
