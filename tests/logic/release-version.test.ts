// The release's docs version is named once, in src/data/release.json, and read from there by name (src/siteFacts.ts,
// scripts/site-under-test.mjs). Docusaurus reads its versioned docs from versions.json, so the version is there too.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

import { release } from '../../src/siteFacts';

test("versions.json lists the release's docs version", () => {
  const versions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
  expect(versions, 'versions.json').toContain(release.version);
});
