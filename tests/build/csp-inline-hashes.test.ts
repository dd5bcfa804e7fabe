import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { buildDir } from '../../scripts/site-under-test.mjs';
import { inlineScriptHashes } from '../../src/plugins/csp-inline-hashes/inlineScriptHashes';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

test('inline scripts and event handlers are hashed; external and data scripts are not', () => {
  const html = `<script>one()</script><script src=/a.js></script>
    <script type="application/ld+json">{"@type":"Thing"}</script>
    <link rel=stylesheet href=x media=print onload="this.media='all'">`;
  expect(inlineScriptHashes(html, sha256).sort()).toEqual(
    [`'sha256-${sha256('one()')}'`, `'sha256-${sha256("this.media='all'")}'`, "'unsafe-hashes'"].sort(),
  );
});

test('the built _headers allows exactly the inline scripts the built pages run', () => {
  const headers = readFileSync(path.join(buildDir, '_headers'), 'utf8');
  const csp = /Content-Security-Policy: (.*)/.exec(headers)![1];
  expect(csp).not.toContain('inline-script-hashes');
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  for (const page of ['index.html', 'docs/index.html', 'blog/mounting-large-files/index.html', '404.html']) {
    for (const hash of inlineScriptHashes(readFileSync(path.join(buildDir, page), 'utf8'), sha256)) {
      expect(csp, `${page} ${hash}`).toContain(hash);
    }
  }
});
