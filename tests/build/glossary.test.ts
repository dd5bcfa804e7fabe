import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { entryUrl } from '../../src/data/glossary/types';
import { productionUrl } from '../../src/siteFacts';
import { buildDir } from '../../scripts/site-under-test.mjs';
import { builtPage } from '../fixtures/built';
import { docsVersions, walk, type DocsVersion } from '../fixtures/docs-versions';
import { firstHourPages, glossaryOf } from '../fixtures/glossary';

/**
 * The glossary of each docs version as the build shows it: every entry has an anchor on the glossary page and links
 * to the page that explains it, and a term reaches the reader as a link to its entry, described by the entry's
 * definition, on the page and as a plain link in the page's Markdown twin. The entries and the `<Term>`s of the
 * sources are `tests/content/glossary.test.ts`.
 */

/** The built pages of a version's docs: Next's are the ones under `/docs/` outside the folders of other versions. */
function builtDocsPages(version: DocsVersion): string[] {
  const docsDir = path.join(buildDir, 'docs');
  const otherVersions = docsVersions.filter((other) => other !== version && other.name !== 'Next');
  const root = version.name === 'Next' ? docsDir : path.join(docsDir, version.name);
  return walk(root)
    .filter((file) => file.endsWith(`${path.sep}index.html`))
    .filter((file) => !otherVersions.some((other) => file.startsWith(path.join(docsDir, other.name) + path.sep)))
    .map((file) => `/${path.relative(buildDir, path.dirname(file)).split(path.sep).join('/')}/`);
}

for (const version of docsVersions) {
  const glossary = glossaryOf(version);
  const versionPrefix = version.name === 'Next' ? '/docs/' : `/docs/${version.name}/`;

  test.describe(`${version.name} glossary`, () => {
    test('gives every term an anchor on its page, and a link to the page of the version that explains it', () => {
      const $ = builtPage(glossary.page);
      for (const entry of glossary.entries) {
        const section = $(`h2#${entry.id}`);
        expect(section.text(), entry.id).toContain(entry.term);
        expect(section.parent().find(`a[href="${entry.explainedIn.path}"]`).text(), entry.id).toBe(
          entry.explainedIn.title,
        );

        const [pagePath, anchor] = entry.explainedIn.path.split('#');
        expect(pagePath!.startsWith(versionPrefix) && !/^\/docs\/\d/.test(pagePath!.slice(versionPrefix.length))).toBe(
          true,
        );
        expect(existsSync(path.join(buildDir, pagePath!, 'index.html')), entry.explainedIn.path).toBe(true);
        const explaining = builtPage(pagePath!);
        expect(explaining('h1').first().text(), entry.explainedIn.path).toContain(entry.explainedIn.title);
        if (anchor) {
          expect(explaining(`[id="${anchor}"]`).length, entry.explainedIn.path).toBe(1);
        }
      }
    });

    test('reaches the reader as a link to the entry, described by its definition, and in twins as a plain link', () => {
      let termsSeen = 0;
      for (const pagePath of builtDocsPages(version)) {
        const $ = builtPage(pagePath);
        // The tooltips in code give the types of names (tests/build/code-types.test.ts).
        const tooltips = $('article [role="tooltip"]').filter((_, tooltip) => $(tooltip).closest('pre').length === 0);
        if (tooltips.length === 0) {
          continue;
        }
        const twin = readFileSync(path.join(buildDir, pagePath, 'index.md'), 'utf8');
        for (const tooltip of tooltips.toArray()) {
          const link = $(`a[aria-describedby="${$(tooltip).attr('id')}"]`);
          const href = link.attr('href') ?? '';
          const entry = glossary.entries.find((candidate) => entryUrl(glossary, candidate) === href);
          expect(entry, `${pagePath}: ${href}`).toBeDefined();
          expect($(tooltip).text(), pagePath).toBe(entry!.definition.replaceAll('`', ''));
          expect(twin, `${pagePath} twin`).toContain(`](${new URL(href, productionUrl).href})`);
          expect(twin, `${pagePath} twin`).not.toContain($(tooltip).text());
          termsSeen += 1;
        }
      }
      expect(termsSeen).toBeGreaterThanOrEqual(firstHourPages.length);
    });
  });
}
