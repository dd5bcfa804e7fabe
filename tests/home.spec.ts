import { productName, release } from '../src/siteFacts';
import { expect, test, waitForHydration } from './fixtures/site';

// The home page presents the release readers install: its links open the release's docs.
const releaseDocs = `/docs/${release.version}/`;

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('introduces Anemos with its tagline and main actions', async ({ page }) => {
    await expect(page).toHaveTitle('Anemos: Kubernetes Package Manager');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anemos');
    await expect(page.getByText('Kubernetes package manager', { exact: false }).first()).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Install', exact: true })).toHaveAttribute(
      'href',
      `${releaseDocs}installation/`,
    );
    await expect(main.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', releaseDocs);
    await expect(main.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute(
      'href',
      'https://github.com/ohayocorp/anemos',
    );
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(7);
  });

  test('names the release its examples are written for, linked to its installation', async ({ page }) => {
    const hero = page.getByRole('region', { name: productName, exact: true });
    const releaseLink = hero.getByRole('link', { name: `${productName} ${release.version} (${release.tag})` });
    await expect(releaseLink).toHaveAttribute('href', `${releaseDocs}installation/`);
    await expect(hero.getByText(/written for/)).toContainText(`${release.version} (${release.tag})`);
  });

  test('the "Get started" steps lead to installation, the tutorial and applying', async ({ page }) => {
    const steps = page.getByRole('region', { name: /get started/i });
    for (const target of [
      `${releaseDocs}installation/`,
      `${releaseDocs}simple-tutorial/generate-manifests/`,
      `${releaseDocs}simple-tutorial/applying-manifests/`,
    ]) {
      await expect(steps.locator(`a[href="${target}"]`)).toHaveCount(1);
    }
  });

  test('feature tabs switch with the mouse and the keyboard', async ({ page }) => {
    const tabList = page.getByRole('tablist').nth(1);
    const tabs = tabList.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    const first = tabs.nth(0);
    const second = tabs.nth(1);
    // The theme's tabs carry no aria-controls: each panel is the tab list's sibling in the same position.
    const panels = tabList.locator('xpath=..').locator(':scope > div > [role="tabpanel"]');
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(panels.nth(1)).toBeVisible();
    await expect(panels.nth(0)).toBeHidden();

    await second.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(panels.nth(0)).toBeVisible();
    await expect(panels.nth(1)).toBeHidden();
  });

  test('shows real code, not screenshots', async ({ page }) => {
    const codeBlocks = page.locator('main .theme-code-block');
    expect(await codeBlocks.count()).toBeGreaterThanOrEqual(5);
    await expect(page.locator('main').getByText('module.exports').first()).toBeAttached();
  });

  test("shows the release's code, output and transcripts, not the pre-release ones", async ({ page }) => {
    // Every tab's code is in the page, selected or not.
    const text = (await page.locator('main').textContent()) ?? '';
    for (const shown of [
      // 0.2 code: a Builder without arguments, documents added with an options object.
      'const builder = new anemos.Builder();',
      'documentGroup: name,',
      // The hosted package the examples load and apply is its 0.2 copy.
      'https://anemos.sh/examples/0.2/hello-world.js',
      // 0.2 output: double-quoted strings, default file names.
      'apiVersion: "v1"',
      'output/manifests/hello-echo/pod-hello-echo.yaml',
      // 0.2 transcripts: the provision plan, the readiness wait, delete as log lines, the default build steps.
      'INFO: Provision plan:',
      'INFO: Resource Deployment/anemos-hello-world is in desired state: Deployment is available. Replicas: 1',
      'INFO: Deleting objects for apply set anemos-hello-world:',
      "INFO: Applying actions for step: '6,1' - Collect Namespaces",
    ]) {
      expect(text, shown).toContain(shown);
    }
    // The pre-release API and hosted scripts: enums, a path before the document, node classes, unversioned URLs.
    expect(text).not.toMatch(/\b(?:KubernetesDistribution|EnvironmentType|YamlStyle)\./);
    expect(text).not.toMatch(/addDocument\(\s*"/);
    expect(text).not.toMatch(/https:\/\/anemos\.sh\/examples\/(?!0\.2\/)/);
  });
});
