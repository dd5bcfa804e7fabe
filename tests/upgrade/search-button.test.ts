import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocSearchButton } from '@docsearch/react';

import { expect, test } from '@playwright/test';

import SearchButton from '../../src/search/bar/SearchButton';

// The navbar shows our copy of DocSearch's button until DocSearch loads, then DocSearch's own: both must render the
// same markup, or the button would change under the reader's pointer. A DocSearch upgrade that changes it fails here.
test("the search button renders exactly DocSearch's button markup", () => {
  const props = { buttonText: 'Search', buttonAriaLabel: 'Search' };
  const ours = renderToStaticMarkup(createElement(SearchButton, props));
  const docSearch = renderToStaticMarkup(
    createElement(DocSearchButton, {
      translations: { buttonText: props.buttonText, buttonAriaLabel: props.buttonAriaLabel },
    }),
  );
  expect(ours).toContain('DocSearch-Button');
  expect(ours).toBe(docSearch);
});
