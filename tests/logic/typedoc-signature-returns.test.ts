import { expect, test } from '@playwright/test';

import { withoutBareReturns } from '../../src/plugins/typedoc-signature-returns/withoutBareReturns.mjs';

test('a Returns section that only repeats the signature type goes, before a heading, a rule or the end', () => {
  const page = [
    '### build()',
    '',
    '> **build**(): `void`',
    '',
    '#### Returns',
    '',
    '`void`',
    '',
    '#### Remarks',
    '',
    'Runs every action.',
    '',
    '***',
    '',
    '### clear()',
    '',
    '> **clear**(): `void`',
    '',
    '#### Returns',
    '',
    '`void`',
    '',
    '***',
    '',
    '### last()',
    '',
    '> **last**(): [`Step`](Step.mdx)',
    '',
    '##### Returns',
    '',
    '[`Step`](Step.mdx)',
    '',
  ].join('\n');
  const lean = withoutBareReturns(page);
  expect(lean).not.toContain('Returns');
  expect(lean).toContain('#### Remarks\n\nRuns every action.');
  expect(lean).toContain('> **last**(): [`Step`](Step.mdx)\n\n');
});

test('a Returns section that says what the value is stays whole', () => {
  const page = [
    '#### Returns',
    '',
    '[`Component`](Component.mdx)',
    '',
    'The new component, already registered on this builder.',
    '',
    '#### Remarks',
    '',
  ].join('\n');
  expect(withoutBareReturns(page)).toBe(page);
});
