import { existsSync, readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { filesUnder, installedPath, installedVersion } from './installed';

/**
 * An ejected theme file is a copy of the package's source with our changes applied. Nothing else tells when the
 * package moves on, so each eject names its origin on its first line, and these tests compare that with what is
 * installed: an upgrade that leaves an eject stale fails here and lists what to re-check.
 */
// `// …` in scripts, `/* … */` in stylesheets.
const ejectHeader = /^(?:\/\/|\/\*) Ejected from ((?:@[^/\s]+\/)?[^@\s]+)@(\S+) (\S+?)(?: \*\/)?$/;
const themeDir = 'src/theme';

type Eject = { file: string; packageName: string; version: string; upstreamPath: string; upstreamFile: string };

function ejects(): Eject[] {
  return filesUnder(themeDir).flatMap((file) => {
    const match = ejectHeader.exec(readFileSync(file, 'utf8').split('\n', 1)[0]);
    if (!match) {
      return [];
    }
    const [, packageName, version, upstreamPath] = match;
    return [{ file, packageName, version, upstreamPath, upstreamFile: installedPath(packageName, upstreamPath) }];
  });
}

/** Upstream's own formatting (facebook/docusaurus .prettierrc), under which `diff` shows only our changes. */
const upstreamFormatting = {
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  printWidth: 80,
  trailingComma: 'all',
  arrowParens: 'always',
};

test('theme files that look ejected name their origin on their first line', () => {
  const unnamed = filesUnder(themeDir).filter((file) => {
    const text = readFileSync(file, 'utf8');
    return /Copyright \(c\) Facebook/.test(text) && !ejectHeader.test(text.split('\n', 1)[0]);
  });
  expect(unnamed, 'files with upstream code but no "// Ejected from <package>@<version> <path>" line').toEqual([]);
  expect(ejects().length).toBeGreaterThan(0);
});

test('every eject comes from the installed version of its package', () => {
  const stale = ejects().filter((eject) => installedVersion(eject.packageName) !== eject.version);
  const recheck = stale.map(
    (eject) =>
      `${eject.file}: ejected from ${eject.packageName}@${eject.version}, installed ${installedVersion(eject.packageName)}; ` +
      `compare with \`diff ${eject.upstreamFile} ${eject.file}\`, re-apply the change, then update the header`,
  );
  expect(recheck, 'ejects to re-check after the upgrade').toEqual([]);
});

test("every eject's original still exists in the installed package", () => {
  const missing = ejects().filter((eject) => !existsSync(eject.upstreamFile));
  expect(missing.map((eject) => `${eject.file}: ${eject.upstreamFile} is gone`)).toEqual([]);
});

test('ejects keep upstream formatting, so a diff against the original shows only our changes', () => {
  const config = JSON.parse(readFileSync('.prettierrc.json', 'utf8')) as {
    overrides: { files: string[]; options: Record<string, unknown> }[];
  };
  const override = config.overrides.find((entry) => entry.files.some((file) => file.startsWith(themeDir)));
  expect(override?.options).toEqual(upstreamFormatting);
  expect([...(override?.files ?? [])].sort()).toEqual(
    ejects()
      .map((eject) => eject.file)
      .sort(),
  );
});
