import { readFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { expect, test } from '@playwright/test';

import { troubleshootingPage, type DocsVersionName } from '../../src/data/known-defects';
import { EmbeddedSearchEngine } from '../../src/search/embedded/client/engine';
import { indexFileName, type SerializedIndex } from '../../src/search/embedded/indexFormat';
import { productionUrl } from '../../src/siteFacts';
import { buildDir } from '../../scripts/site-under-test.mjs';
import { builtPage } from '../fixtures/built';
import { messages02 } from '../fixtures/tool/0.2/messages';
import type { ToolMessages } from '../fixtures/tool/messages';
import { messagesNext } from '../fixtures/tool/next/messages';

/**
 * A reader who pastes a message that a troubleshooting page quotes finds that page among the first three results,
 * with the embedded index of the message's docs version, asked as the modal's contextual search asks. Every message of
 * both fixtures is tried here in Node; `tests/troubleshooting.spec.ts` pastes three into the modal and the search page.
 * The hosted index is crawled from the same built headings, which this also checks.
 */

const versions: readonly { version: DocsVersionName; docsTag: string; fixture: ToolMessages }[] = [
  { version: 'Next', docsTag: 'docs-default-current', fixture: messagesNext },
  { version: '0.2', docsTag: 'docs-default-0.2', fixture: messages02 },
];

for (const { version, docsTag, fixture } of versions) {
  test(`each message of the ${version} page finds the page among the first three results`, () => {
    const index = JSON.parse(readFileSync(path.join(buildDir, indexFileName(docsTag)), 'utf8')) as SerializedIndex;
    const engine = new EmbeddedSearchEngine(MiniSearch, index, productionUrl);
    const pageUrl = new URL(troubleshootingPage[version], productionUrl).href;
    const missed: string[] = [];
    for (const { text } of fixture.messages) {
      const { hits } = engine.search({
        query: text,
        hitsPerPage: 20,
        facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${docsTag}`]],
      });
      const rank = hits.findIndex((hit) => hit.url_without_anchor === pageUrl);
      if (rank < 0 || rank > 2) {
        missed.push(`${text}: ${rank < 0 ? 'not found' : `result ${rank + 1}`}, after ${hits[0]?.url}`);
      }
    }
    expect(missed).toEqual([]);
  });

  test(`the ${version} page's entry headings carry their message and anchor, as a crawler reads them`, () => {
    const $ = builtPage(troubleshootingPage[version]);
    const headings = $('article .markdown h3')
      .map((_, heading) => ({ id: $(heading).attr('id'), code: $(heading).children('code').text() }))
      .get();
    expect(headings.map((heading) => heading.code)).toEqual(fixture.messages.map((message) => message.text));
    expect(headings.every((heading) => heading.id)).toBe(true);
  });
}
