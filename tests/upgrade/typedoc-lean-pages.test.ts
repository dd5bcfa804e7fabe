import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

import { expect, test } from '@playwright/test';

// src/first-load/typedoc-lean-pages amends the router that typedoc-plugin-markdown stores on TypeDoc's renderer. This
// renders the 0.2 API reference afresh and fails when an upgrade stores or uses the router another way: variables and
// functions then get pages of their own again, or lose their sections.

test('the 0.2 API reference gives variables and functions sections, not pages', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'typedoc-lean-pages-'));
  try {
    execFileSync('npx', ['typedoc', '--options', 'typedoc-0.2.json', '--out', out, '--logLevel', 'Warn'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const folders = readdirSync(out);
    expect(folders).toEqual(expect.arrayContaining(['classes', 'modules']));
    expect(folders).not.toContain('variables');
    expect(folders).not.toContain('functions');
    const steps = readFileSync(path.join(out, 'modules', 'steps.mdx'), 'utf8');
    expect(steps).toMatch(/^### generateResources$/m);
    const index = readFileSync(path.join(out, 'index.mdx'), 'utf8');
    expect(index).toMatch(/^### parseDocument\(\)$/m);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
