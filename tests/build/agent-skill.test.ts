// The agent skill the build writes (src/plugins/agent-skill) and its Agent Skills Discovery index, read from build/.
// tests/build/agent-skill-served.test.ts requests them and every page the skill links to.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

import cli from '../../src/data/cli/0.2';
import glossary from '../../src/data/glossary/0.2';
import { builtFile } from '../fixtures/built';

const skillFile = '.well-known/agent-skills/anemos/SKILL.md';
const skill = () => builtFile(skillFile);
const frontMatter = () => parse(/^---\n([\s\S]*?)\n---\n/.exec(skill())![1]!) as Record<string, unknown>;

test('the discovery index lists the skill with the digest of the file served', () => {
  const index = JSON.parse(builtFile('.well-known/agent-skills/index.json'));
  expect(index.$schema).toBe('https://schemas.agentskills.io/discovery/0.2.0/schema.json');
  expect(index.skills).toEqual([
    {
      name: 'anemos',
      type: 'skill-md',
      description: frontMatter().description,
      url: `/${skillFile}`,
      digest: `sha256:${createHash('sha256').update(skill()).digest('hex')}`,
    },
  ]);
});

test('the skill opens with YAML front matter naming it after its folder and saying when to use it', () => {
  const { name, description } = frontMatter();
  expect(name).toBe('anemos');
  expect(typeof description).toBe('string');
  // The Agent Skills specification's bounds on a description.
  expect((description as string).length).toBeGreaterThan(0);
  expect((description as string).length).toBeLessThanOrEqual(1024);
  expect(description).toContain('0.2');
});

test('the skill holds every 0.2 command, every glossary term and the cheat sheet snippets', () => {
  const text = skill();
  for (const command of cli.commands) {
    expect(text, command.name).toContain(`- \`anemos ${command.name}`);
  }
  for (const entry of glossary.entries) {
    expect(text, entry.term).toContain(`- **${entry.term}**: `);
  }
  expect(text).toContain('### Create a builder\n');
  expect(text).toContain('anemos.kubernetesDistribution.minikube');
  expect(text).toContain('## Forms 0.2 no longer has');
});
