import { expect, test } from '@playwright/test';
import type { Token } from 'prism-react-renderer';

import { annotateLines } from '../../src/components/CodeTypes/annotateLines';
import type { BlockTypes } from '../../src/components/CodeTypes/blockTypes';
import { firstSentence } from '../../src/plugins/code-types/firstSentence';
import { displayedCode } from '../../src/plugins/code-types/magicComments';
import { referenceUrl } from '../../src/plugins/code-types/referenceUrl';

test.describe('the first sentence of a doc comment', () => {
  test('ends at the first full stop followed by a space', () => {
    expect(firstSentence('Adds a document. Its file is written later.')).toBe('Adds a document.');
    expect(firstSentence('Runs the build!  Then exits.')).toBe('Runs the build!');
  });

  test('is the whole text when no sentence ends before the end', () => {
    expect(firstSentence('The path of the group')).toBe('The path of the group');
    expect(firstSentence('Ends here.')).toBe('Ends here.');
  });

  test('keeps qualified names, versions, code spans and abbreviations whole', () => {
    expect(firstSentence('Like Builder.build for Kubernetes 1.33. More.')).toBe(
      'Like Builder.build for Kubernetes 1.33.',
    );
    expect(firstSentence('Reads `a. b` as one name. More.')).toBe('Reads `a. b` as one name.');
    expect(firstSentence('A kind, e.g. a Deployment, or i.e. this. More.')).toBe(
      'A kind, e.g. a Deployment, or i.e. this.',
    );
  });

  test('joins the lines of a wrapped comment', () => {
    expect(firstSentence('Adds a document\n  to the group. Next.')).toBe('Adds a document to the group.');
  });
});

test.describe('the address of a reference entry', () => {
  test('is the page TypeDoc wrote, at the docs route of its version, with its anchor', () => {
    expect(referenceUrl('/docs/0.2/', 'classes/Builder.mdx#adddocument')).toBe(
      '/docs/0.2/api/classes/Builder/#adddocument',
    );
    expect(referenceUrl('/docs/', 'classes/apply.Options.mdx')).toBe('/docs/api/classes/apply.Options/');
    expect(referenceUrl('/docs/0.2/', 'modules/file.mdx#readalltext')).toBe('/docs/0.2/api/modules/file/#readalltext');
  });

  test('of the index is the reference itself', () => {
    expect(referenceUrl('/docs/0.2/', 'index.mdx')).toBe('/docs/0.2/api/');
    expect(referenceUrl('/docs/', 'index.mdx#parsedocument')).toBe('/docs/api/#parsedocument');
  });
});

test.describe('the code a block shows', () => {
  test('leaves out lines of magic comments, and marks the line after `// @ts-expect-error`', () => {
    const text = [
      'const a = 1;',
      '  // @ts-expect-error',
      'a.push(2);',
      '// highlight-next-line',
      'const b = a;',
      '/* highlight-start */',
      'b;',
      '// highlight-end',
      '',
    ].join('\r\n');
    expect(displayedCode(text)).toEqual({
      code: 'const a = 1;\na.push(2);\nconst b = a;\nb;',
      errorLines: [1],
      sourceLines: [0, 2, 4, 6],
    });
  });

  test('keeps a comment that only mentions a directive', () => {
    const text = '// @ts-expect-error marks the next line\nx;\n// see highlight-next-line\n';
    expect(displayedCode(text)).toEqual({
      code: '// @ts-expect-error marks the next line\nx;\n// see highlight-next-line',
      errorLines: [],
      sourceLines: [0, 1, 2],
    });
  });
});

const token = (content: string, ...types: string[]): Token => ({ content, types: types.length ? types : ['plain'] });

test.describe('tokens marked with the types of a block', () => {
  const lines: Token[][] = [
    [token('const', 'keyword'), token(' builder '), token('=', 'operator'), token(' '), token('make', 'function')],
    [token('builder.build', 'plain'), token('(', 'punctuation'), token(')', 'punctuation')],
  ];
  const types: BlockTypes = {
    tips: [{ signature: 'const builder: Builder' }, { signature: '(method) Builder.build(): void', api: true }],
    names: [
      [0, 6, 13, 0],
      [1, 0, 7, 0],
      [1, 8, 13, 1],
    ],
    errors: [{ line: 1, start: 8, end: 15, code: 'TS2554', message: 'Expected 1 arguments, but got 0.' }],
  };
  const annotated = annotateLines(lines, types);

  test('cuts tokens where names start and end, keeping their text and kinds', () => {
    expect(annotated.map((line) => line.map(({ content }) => content).join(''))).toEqual([
      'const builder = make',
      'builder.build()',
    ]);
    expect(annotated[0].map(({ content }) => content)).toEqual(['const', ' ', 'builder', ' ', '=', ' ', 'make']);
    expect(annotated[1].map(({ content, types: kinds }) => [content, kinds[0]])).toEqual([
      ['builder', 'plain'],
      ['.', 'plain'],
      ['build', 'plain'],
      ['(', 'punctuation'],
      [')', 'punctuation'],
    ]);
  });

  test('marks each name with its tooltip, and the first use of each tooltip', () => {
    const names = annotated.flat().flatMap(({ content, name }) => (name ? [[content, name.tip, name.first]] : []));
    expect(names).toEqual([
      ['builder', 0, true],
      ['builder', 0, false],
      ['build', 1, true],
    ]);
  });

  test('underlines an error and puts its message after the last token of its line', () => {
    expect(annotated[1].filter(({ error }) => error).map(({ content }) => content)).toEqual(['build', '(', ')']);
    expect(annotated[1].at(-1)!.notes).toEqual(types.errors);
    expect(annotated[0].some(({ notes }) => notes)).toBe(false);
  });
});
