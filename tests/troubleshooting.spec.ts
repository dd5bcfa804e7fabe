// A reader holding an error message pastes it into search, in the navbar's modal or on the search page, and lands on
// the troubleshooting entry that quotes it. The embedded index answers; every message of both pages is tried in Node by
// tests/build/troubleshooting-search.test.ts.
import { troubleshootingPage } from '../src/data/known-defects';
import { releasedDocsVersion } from '../scripts/site-under-test.mjs';
import { searchInModal } from './fixtures/search';
import { expect, test } from './fixtures/site';
import { messages02 } from './fixtures/tool/0.2/messages';

test.use({ blockExternalHosts: true });

/** Three messages of the 0.2 page, as its headings quote them. */
const pasted = [
  'unexpected error in function build',
  "failed to apply document group '<name>': no input received",
  "can't parse yaml",
].map((start) => messages02.messages.find((message) => message.text.startsWith(start))!.text);

const onTroubleshootingPage = (href: string | null) => href?.split('#')[0] === troubleshootingPage['0.2'];

for (const message of pasted) {
  test(`pasting "${message}" into the modal lists the troubleshooting page first or second`, async ({ page }) => {
    const modal = await searchInModal(page, `/docs/${releasedDocsVersion}/installation/`, message);
    const hits = modal.locator('.DocSearch-Hit a');
    await expect(hits.first()).toBeVisible();
    const hrefs = (await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).slice(0, 2);
    expect(hrefs.some(onTroubleshootingPage), hrefs.join(', ')).toBe(true);
  });

  test(`/search/?q= with "${message}" lists the troubleshooting page first or second`, async ({ page }) => {
    await page.goto(`/search/?q=${encodeURIComponent(message)}`);
    const results = page.locator('article h2 a');
    await expect(results.first()).toBeVisible();
    const hrefs = (await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).slice(0, 2);
    expect(hrefs.some(onTroubleshootingPage), hrefs.join(', ')).toBe(true);
  });
}

test("a message pasted with the reader's own values still leads to its entry", async ({ page }) => {
  const modal = await searchInModal(
    page,
    `/docs/${releasedDocsVersion}/`,
    "failed to apply document group 'shop-orders': no input received",
  );
  await expect(
    modal.locator(`.DocSearch-Hit a[href="${troubleshootingPage['0.2']}#confirmation-no-input"]`),
  ).toBeVisible();
});
