/**
 * A reader pastes an error message into search with their own names and paths in it, which no page holds. The
 * embedded engine then retries with the words optional, as the DocSearch index settings do, and ranks by how many of
 * them a record holds. These run in Node against a small index of their own.
 */
import MiniSearch from 'minisearch';
import { expect, test } from '@playwright/test';

import { EmbeddedSearchEngine } from '../../src/search/embedded/client/engine';
import type { SerializedIndex } from '../../src/search/embedded/indexFormat';

const tag = 'docs-default-0.2';
const index: SerializedIndex = {
  version: 1,
  pages: [
    ['/docs/0.2/reference/troubleshooting/', 'Reference', 'Troubleshooting', 'en', tag],
    ['/docs/0.2/reference/deploying-manifests/', 'Reference', 'Deploying Manifests', 'en', tag],
    ['/docs/0.2/tutorial/getting-started/', 'Tutorial', 'Getting Started', 'en', tag],
  ],
  records: [
    [0, 1, '', -1],
    [0, 2, 'Applying', 0, 'applying'],
    [0, 3, "failed to apply document group '<name>': no input received", 1, 'confirmation-no-input'],
    [0, 0, 'Anemos asks before it applies the changes of a group, and reads the answer from standard input.', 2],
    [0, 3, 'failed to read file: <abs path>, open <abs path>: no such file or directory', 1, 'script-not-found'],
    [1, 1, '', -1],
    [1, 2, 'Apply some groups only', 5, 'apply-some-groups-only'],
    [1, 0, 'Each document group is applied as an apply set; the default group has no path.', 6],
    [2, 1, '', -1],
    [2, 2, 'Build the project', 8, 'build-the-project'],
    [2, 0, 'Run the build from the folder of the project; the file index.js is read from there.', 9],
  ],
};

const engine = new EmbeddedSearchEngine(MiniSearch, index, 'https://anemos.sh');
const urls = (query: string) =>
  engine
    .search({ query, facetFilters: [`docusaurus_tag:${tag}`] })
    .hits.map((hit) => hit.url.replace(/^.*?\/docs/, ''));

test('a pasted message with the reader own values finds the entry that quotes it first', () => {
  expect(urls("failed to apply document group 'shop-orders': no input received")[0]).toBe(
    '/0.2/reference/troubleshooting/#confirmation-no-input',
  );
  expect(
    urls('failed to read file: /home/me/shop/indx.js, open /home/me/shop/indx.js: no such file or directory')[0],
  ).toBe('/0.2/reference/troubleshooting/#script-not-found');
});

test('a query whose words are all in one record is answered by such records only', () => {
  // "group" and "path" are both in the Deploying Manifests paragraph: the entries that hold one of them stay out.
  expect(urls('group path')).toEqual(['/0.2/reference/deploying-manifests/#apply-some-groups-only']);
});

test('words that no record holds at least half of still find nothing', () => {
  expect(urls('qwertyzzz')).toEqual([]);
  expect(urls('purple elephants dance quietly around the project')).toEqual([]);
});
