// The agent skill as the host serves it: its types and headers, and every page it links to.
import { expect, test } from '@playwright/test';

import { productionUrl } from '../../src/siteFacts';
import { builtFile } from '../fixtures/built';

const skillPath = '/.well-known/agent-skills/anemos/SKILL.md';

test('SKILL.md is served as Markdown and its index as JSON, to any origin', async ({ request }) => {
  const skill = await request.get(skillPath);
  expect(skill.status()).toBe(200);
  expect(skill.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(skill.headers()['access-control-allow-origin']).toBe('*');
  expect(await skill.text()).toBe(builtFile(skillPath));
  const index = await request.get('/.well-known/agent-skills/index.json');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/json/);
  expect(index.headers()['access-control-allow-origin']).toBe('*');
});

test('every link in the skill answers 200, and every docs link is to the 0.2 docs', async ({ request }) => {
  const links = [...builtFile(skillPath).matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => new URL(match[1]!));
  const onSite = links.filter((url) => url.origin === productionUrl);
  expect(onSite.length).toBeGreaterThan(50);
  const paths = [...new Set(onSite.map((url) => url.pathname))];
  expect(paths.filter((path) => path.startsWith('/docs/') && !path.startsWith('/docs/0.2/'))).toEqual([]);
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});
