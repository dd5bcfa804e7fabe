import { expect, test, waitForHydration } from './fixtures/site';

const expectedMembers: Record<string, string[]> = {
  Builder: [
    'addDocument()',
    'addAdditionalFile()',
    'onModify()',
    'build()',
    'apply()',
    'addHelmChart()',
    'components',
    'options',
  ],
  BuildContext: ['getDocumentGroup()', 'getAllDocumentsSorted()', 'customData'],
  Document: ['setLabels()', 'getContainer()', 'ensureWorkloadSpec()', 'isWorkload()', 'fullPath()'],
  DocumentGroup: ['moveTo()', 'setNamespaces()', 'fixNameClashes()', 'path'],
  Mapping: ['ensureMapping()', 'sortByKey()', 'set()'],
  Sequence: ['getMapping()', 'insert()', 'length()'],
  Step: ['compareTo()', 'equals()', 'description', 'numbers'],
  'apply.Options': ['applySetParentName', 'skipConfirmation', 'documents'],
};

test('class pages list their members', async ({ page }) => {
  for (const [name, members] of Object.entries(expectedMembers)) {
    await page.goto(`/docs/api/classes/${name}/`);
    const article = page.locator('article');
    for (const member of members) {
      const asHeading = article
        .locator('h2, h3')
        .filter({ hasText: new RegExp(`^${member.replace(/[()]/g, '\\$&')}\\W*$`) });
      const asTableRow = article
        .locator('table tr td:first-child code')
        .filter({ hasText: new RegExp(`^${member}\\??$`) });
      expect((await asHeading.count()) + (await asTableRow.count()), `${name}.${member}`).toBeGreaterThan(0);
    }
  }
  await page.goto('/docs/api/classes/Sequence/');
  await expect(page.getByRole('heading', { name: 'contains()' })).toHaveCount(0);
});

const enumMembers: Record<string, string[]> = {
  EnvironmentType: ['Development', 'Testing', 'Production'],
  KubernetesDistribution: ['AKS', 'EKS', 'GKE', 'K3S', 'Kubeadm', 'MicroK8S', 'Minikube', 'OpenShift'],
  YamlStyle: ['Plain', 'SingleQuoted', 'DoubleQuoted', 'Literal', 'Folded'],
};

for (const [name, members] of Object.entries(enumMembers)) {
  test(`the ${name} page lists its members in a table, in declaration order`, async ({ page }) => {
    await page.goto(`/docs/api/enums/${name}/`);
    const rows = page.locator('article table tbody tr');
    const listed = await rows.evaluateAll((cells) =>
      cells.map((row) => row.querySelector('td code')?.textContent?.trim() ?? ''),
    );
    expect(listed).toEqual(members);
  });
}

test('the index is titled "API Documentation" and grouped by kind', async ({ page }) => {
  await page.goto('/docs/api/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Documentation');
  const groups = await page.locator('article h2').allInnerTexts();
  expect(groups.map((group) => group.replace(/\u200b/g, '').trim())).toEqual([
    'Namespaces',
    'Enumerations',
    'Classes',
    'Type Aliases',
    'Functions',
  ]);
  await expect(page.locator('article').getByRole('link', { name: 'Builder', exact: true }).first()).toHaveAttribute(
    'href',
    '/docs/api/classes/Builder/',
  );
});

test('the steps page states the execution order', async ({ page }) => {
  await page.goto('/docs/api/modules/steps/');
  const text = await page.locator('article').innerText();
  for (const step of ['[1]', '[2]', '[5]', '[5, 1]', '[6]', '[6, 1]', '[99, -1]', '[99]', '[100]']) {
    expect(text, step).toContain(step);
  }
});

test('member tables scroll inside themselves on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/api/classes/Document/');
  await waitForHydration(page);
  const tables = page.locator('article table');
  expect(await tables.count()).toBeGreaterThan(0);
  for (const table of await tables.all()) {
    const { overflowX, fitsPage } = await table.evaluate((element) => ({
      overflowX: getComputedStyle(element).overflowX,
      fitsPage: element.getBoundingClientRect().right <= window.innerWidth,
    }));
    expect(overflowX).toBe('auto');
    expect(fitsPage).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('hand-written docs link into the API reference', async ({ page }) => {
  await page.goto('/docs/tutorial/components-and-actions/');
  const article = page.locator('article');
  await expect(article.locator('a[href^="/docs/api/classes/Component/"]').first()).toBeAttached();
  await expect(article.locator('a[href^="/docs/api/classes/BuildContext/"]').first()).toBeAttached();
});

// A member's heading lands at the top, just under the navbar, however far down the page it is.
test('links to a member land on its heading, from another page and from the table of contents', async ({ page }) => {
  const headingOffset = (id: string) =>
    page.evaluate((targetId) => {
      // The router changes the URL before the new page renders.
      const heading = document.getElementById(targetId);
      if (!heading) return Number.NaN;
      return heading.getBoundingClientRect().top - parseFloat(getComputedStyle(heading).scrollMarginTop);
    }, id);

  await page.goto('/docs/api/modules/writeDocuments/');
  await waitForHydration(page);
  await page.locator('article a[href="/docs/api/classes/Builder/#writedocuments"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/classes\/Builder\/#writedocuments$/);
  await expect.poll(() => headingOffset('writedocuments')).toBeCloseTo(0, 0);

  await page.goto('/docs/api/classes/Builder/');
  await waitForHydration(page);
  const lastMember = page.locator('.table-of-contents a').last();
  const lastId = (await lastMember.getAttribute('href'))!.slice(1);
  await lastMember.click();
  await expect.poll(() => headingOffset(lastId)).toBeCloseTo(0, 0);
});
