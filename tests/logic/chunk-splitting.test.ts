import { expect, test } from '@playwright/test';

import { sharedCode } from '../../src/first-load/chunk-splitting';

test("our theme overrides, components and the modules they import are shared like packages, and pages' content is not", () => {
  expect(sharedCode.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js')).toBe(true);
  expect(sharedCode.test('/site/src/theme/CodeBlock/Content/index.tsx')).toBe(true);
  expect(sharedCode.test('/site/src/components/CopyPageMenu/index.tsx')).toBe(true);
  expect(sharedCode.test('/site/src/socialCard.ts')).toBe(true);
  expect(sharedCode.test('/site/docs/tutorial/getting-started.mdx')).toBe(false);
  expect(sharedCode.test('/site/src/pages/index.tsx')).toBe(false);
  expect(sharedCode.test('/site/src/data/releases.ts')).toBe(false);
});
