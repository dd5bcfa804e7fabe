import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { headersFor, parseHeadersFile } from '../../scripts/headers-file.mjs';
import { resolveRequest } from '../../scripts/static-server.mjs';

test('_headers rules apply by pattern, later rules overriding earlier ones', () => {
  const rules = parseHeadersFile(`# comment
/*
  X-Content-Type-Options: nosniff
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`);
  expect(headersFor(rules, '/docs/')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
  expect(headersFor(rules, '/assets/js/main.js')).toEqual({
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});

test('a header line outside a rule is rejected', () => {
  expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/Malformed/);
});

test('requests resolve like a static host', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  try {
    await mkdir(path.join(root, 'docs', 'intro'), { recursive: true });
    await writeFile(path.join(root, 'docs', 'intro', 'index.html'), '<h1>Intro</h1>');
    await writeFile(path.join(root, 'rss.xml'), '<rss/>');

    expect(await resolveRequest(root, '/docs/intro/')).toEqual({
      kind: 'file',
      filePath: path.join(root, 'docs', 'intro', 'index.html'),
    });
    expect(await resolveRequest(root, '/docs/intro')).toEqual({ kind: 'redirect', location: '/docs/intro/' });
    expect(await resolveRequest(root, '/rss.xml')).toEqual({ kind: 'file', filePath: path.join(root, 'rss.xml') });
    expect(await resolveRequest(root, '/docs/missing/')).toEqual({ kind: 'missing' });
    expect(await resolveRequest(root, '/../etc/passwd')).toEqual({ kind: 'missing' });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
