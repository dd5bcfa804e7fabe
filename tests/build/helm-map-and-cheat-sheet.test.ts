import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { CheerioAPI } from 'cheerio';
import ts from 'typescript';

import { buildDir } from '../../scripts/site-under-test.mjs';
import cli02 from '../../src/data/cli/0.2';
import cliNext from '../../src/data/cli/next';
import { type CliReference, commandId, flagLabel, synopsis } from '../../src/data/cli/types';
import { builtPage } from '../fixtures/built';

/**
 * The two pages of issue 34 that a reader coming from Helm keeps open, read from the production build in both
 * versions:
 *
 * - "Anemos for Helm users" opens with the map: a row for each Helm concept and command the issue names, each row
 *   linking to a page of its own version that exists, at an anchor that exists;
 * - the cheat sheet lists exactly the commands of the version's CLI data, each with exactly the flags the tool acts
 *   on (the data's flags less those marked `noEffect`) and the package subcommands, and shows every command line the
 *   data gives; its API snippets are files that `npm run typecheck` checks.
 */

interface Version {
  name: string;
  /** Where the version's docs are served. */
  docsRoot: string;
  cli: CliReference;
  /** The version's cheat sheet source, for the files it imports. */
  cheatSheetSource: string;
}

const versions: Version[] = [
  { name: 'Next', docsRoot: '/docs/', cli: cliNext, cheatSheetSource: 'docs/reference/cheat-sheet.mdx' },
  {
    name: '0.2',
    docsRoot: '/docs/0.2/',
    cli: cli02,
    cheatSheetSource: 'versioned_docs/version-0.2/reference/cheat-sheet.mdx',
  },
];

/** The rows the issue asks for, in its order: what the Helm column of each row names. */
const helmRows = [
  /^Chart$/,
  /Values.*values\.yaml.*--set/,
  /^Templates$/,
  /^Release$/,
  /^Hooks$/,
  /Dependencies.*subcharts.*umbrella charts/,
  /^Chart repositories$/,
  /helm template/,
  /helm install.*helm upgrade/,
  /helm list/,
  /helm uninstall/,
  /helm rollback/,
  /helm lint.*helm test/,
];

/** Helm features Anemos has nothing like: their rows must say so first. */
const withoutCounterpart = [/^Hooks$/, /helm rollback/, /helm lint/];

const cells = ($: CheerioAPI, row: Parameters<CheerioAPI>[0]) =>
  $(row)
    .children('td')
    .toArray()
    .map((cell) => $(cell));

/** The built page a link leads to, and whether the anchor it names is on that page. */
function resolve(href: string, fromPage: string): { page: string; exists: boolean; anchorFound: boolean } {
  const url = new URL(href, `https://anemos.sh${fromPage}`);
  const file = path.join(buildDir, decodeURIComponent(url.pathname), 'index.html');
  const exists = url.pathname.endsWith('/') && existsSync(file);
  const anchor = decodeURIComponent(url.hash.slice(1));
  const anchorFound = !anchor || (exists && builtPage(url.pathname)(`[id="${anchor}"]`).length === 1);
  return { page: url.pathname, exists, anchorFound };
}

for (const version of versions) {
  const mapPage = `${version.docsRoot}comparison/helm-users/`;
  const cheatSheet = `${version.docsRoot}reference/cheat-sheet/`;
  const isOwnPage = (page: string) =>
    version.name === '0.2' ? page.startsWith('/docs/0.2/') : page.startsWith('/docs/') && !/^\/docs\/\d/.test(page);

  test(`${version.name}: the Helm map opens the page, with a row for each Helm concept and command`, () => {
    const $ = builtPage(mapPage);
    const firstBlock = $('article .markdown').children().not('header, h1, p').first();
    expect(firstBlock.is('h2') && firstBlock.next().is('table'), 'the first block after the introduction').toBe(true);
    const rows = $('article .markdown table').first().find('tbody > tr').toArray();
    const helmColumn = rows.map((row) => cells($, row)[0].text().trim());
    expect(helmColumn).toHaveLength(helmRows.length);
    helmRows.forEach((pattern, index) => expect(helmColumn[index]).toMatch(pattern));
    for (const pattern of withoutCounterpart) {
      const index = helmColumn.findIndex((text) => pattern.test(text));
      expect(cells($, rows[index])[1].text(), helmColumn[index]).toMatch(/^No counterpart\./);
    }
  });

  test(`${version.name}: each row of the Helm map links to a page of its version that exists`, () => {
    const $ = builtPage(mapPage);
    const rows = $('article .markdown table').first().find('tbody > tr').toArray();
    const problems: string[] = [];
    for (const row of rows) {
      const [helm, , readMore] = cells($, row);
      const links = readMore.find('a[href]').toArray();
      if (links.length === 0) {
        problems.push(`${helm.text()}: no link`);
      }
      for (const link of links) {
        const href = $(link).attr('href')!;
        const { page, exists, anchorFound } = resolve(href, mapPage);
        if (!isOwnPage(page)) {
          problems.push(`${helm.text()}: ${href} is not a ${version.name} page`);
        } else if (!exists) {
          problems.push(`${helm.text()}: ${href} is not a built page`);
        } else if (!anchorFound) {
          problems.push(`${helm.text()}: ${href} names an anchor that ${page} does not have`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test(`${version.name}: the cheat sheet lists exactly the commands and everyday flags of the CLI data`, () => {
    const $ = builtPage(cheatSheet);
    const { cli } = version;
    const rows = $('article .markdown table').first().find('tbody > tr').toArray();
    const shown = rows.map((row) => {
      const [command, , flags] = cells($, row);
      return {
        command: command.find('code').text(),
        link: command.find('a').attr('href') ?? '',
        items: flags
          .find('li > code:first-child')
          .toArray()
          .map((code) => $(code).text()),
      };
    });
    const acted = (flags: CliReference['root']['flags']) => flags.filter((flag) => !flag.noEffect).map(flagLabel);
    const expected = [
      { command: 'anemos', anchor: 'global-flags', items: acted(cli.root.flags) },
      ...cli.commands.map((command) => ({
        command: synopsis(command),
        anchor: commandId(command.name),
        items: [
          ...acted(command.flags),
          ...(command.subcommands ?? []).map((sub) => [sub.name, sub.args].filter(Boolean).join(' ')),
        ],
      })),
    ];
    expect(shown.map(({ command, items }) => ({ command, items }))).toEqual(
      expected.map(({ command, items }) => ({ command, items })),
    );
    // Each command links to its section of the version's CLI reference.
    shown.forEach(({ link }, index) => {
      const { page, exists, anchorFound } = resolve(link, cheatSheet);
      expect(`${page}#${new URL(link, 'https://anemos.sh').hash.slice(1)}`).toBe(
        `${version.docsRoot}reference/cli/#${expected[index].anchor}`,
      );
      expect(exists && anchorFound, link).toBe(true);
    });
  });

  test(`${version.name}: the cheat sheet shows every command line of the CLI data`, () => {
    const text = builtPage(cheatSheet)('article').text();
    const lines = version.cli.commands.flatMap((command) =>
      command.examples.flatMap((example) => example.command.split('\n')),
    );
    expect(lines.filter((line) => !text.includes(line))).toEqual([]);
  });

  test(`${version.name}: the cheat sheet's API snippets are the everyday ones, and npm run typecheck checks them`, () => {
    const $ = builtPage(cheatSheet);
    const apiHeadings = $('article h2#api')
      .nextAll('h3')
      .toArray()
      .map((heading) =>
        $(heading)
          .text()
          .replace(/\u200b|#$/g, '')
          .trim(),
      );
    expect(apiHeadings).toEqual([
      'Create a builder',
      'Add a document',
      'Change documents in an action',
      'A component with options',
      'A document group',
      'A Helm chart',
      'Apply from a script',
    ]);

    const snippets = [
      ...readFileSync(version.cheatSheetSource, 'utf8').matchAll(/'@site\/([^']+\.(?:js|ts))\?raw'/g),
    ].map((match) => path.resolve(match[1]));
    expect(snippets).toHaveLength(apiHeadings.length);
    const typecheck = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
      .typecheck;
    const checked = new Set(
      [...typecheck.matchAll(/tsc -p (\S+)/g)].flatMap(([, project]) => {
        const config = ts.readConfigFile(project, (file) => ts.sys.readFile(file));
        return ts
          .parseJsonConfigFileContent(config.config, ts.sys, path.dirname(path.resolve(project)))
          .fileNames.map((file) => path.resolve(file));
      }),
    );
    expect(snippets.filter((snippet) => !checked.has(snippet))).toEqual([]);
  });
}
