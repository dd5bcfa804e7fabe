import { expect, test } from '@playwright/test';

import { sharedCode } from '../../src/first-load/chunk-splitting';

test("our theme overrides and components are shared like the packages they wrap, and pages' content is not", () => {
  expect(sharedCode.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js')).toBe(true);
  expect(sharedCode.test('/site/src/theme/CodeBlock/Content/index.tsx')).toBe(true);
  expect(sharedCode.test('/site/src/components/CopyPageMenu/index.tsx')).toBe(true);
  expect(sharedCode.test('/site/docs/tutorial/getting-started.mdx')).toBe(false);
  expect(sharedCode.test('/site/src/pages/index.tsx')).toBe(false);
});
