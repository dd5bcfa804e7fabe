// The meta description of an API page (src/plugins/typedoc-page-descriptions), from its TSDoc summary. The
// descriptions of the built pages are tests/build/meta-descriptions.test.ts.
import { expect, test } from '@playwright/test';

import { pageDescription } from '../../src/plugins/typedoc-page-descriptions/pageDescription.mjs';

test('an API description drops Markdown and stops at 300 characters on a word boundary', () => {
  const long = pageDescription({
    kind: 'class',
    name: 'Builder',
    summary: `The [entry point](x.mdx) ${'word '.repeat(80)}`,
  });
  expect(long.length).toBeLessThanOrEqual(300);
  expect(long).toMatch(/^Anemos API, class Builder: The entry point word word .* word…$/);
});
