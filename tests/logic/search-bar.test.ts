import { expect, test } from '@playwright/test';

import { missingResultsUrl } from '../../src/search/missingResultsUrl';

test('"Let us know." opens a docs issue titled with the query', () => {
  const url = new URL(missingResultsUrl({ query: 'helm & <values>' }));
  expect(url.origin + url.pathname).toBe('https://github.com/ohayocorp/anemos-docs/issues/new');
  expect(url.searchParams.get('title')).toBe('Search finds nothing for "helm & <values>"');
});
