import { expect, test } from '@playwright/test';

import { codeColorsCss } from '../../src/first-load/code-colors/codeColorsCss';
import { darkCodeTheme, lightCodeTheme } from '../../src/prismThemes';

const light = "html:not([data-theme='dark'])";
const dark = "html[data-theme='dark']";

test('each color mode gets its own plain colors and token rules, in theme order', () => {
  const css = codeColorsCss({
    light: {
      plain: { color: '#111', backgroundColor: '#fff' },
      styles: [
        { types: ['comment', 'prolog'], style: { color: '#777', fontStyle: 'italic' } },
        { types: ['keyword'], style: { color: '#a0a', textDecorationLine: undefined } },
      ],
    },
    dark: {
      plain: { color: '#eee', backgroundColor: '#000' },
      styles: [{ types: ['keyword'], languages: ['yaml', 'bash'], style: { fontWeight: 'bold' } }],
    },
  });
  expect(css.trim().split('\n')).toEqual([
    `${light}{--prism-color:#111;--prism-background-color:#fff}`,
    `${light} .token.comment,${light} .token.prolog{color:#777;font-style:italic}`,
    `${light} .token.keyword{color:#a0a}`,
    `${dark}{--prism-color:#eee;--prism-background-color:#000}`,
    `${dark} .language-yaml .token.keyword,${dark} .language-bash .token.keyword{font-weight:bold}`,
  ]);
});

test('the site stylesheet carries every color of both code themes', () => {
  const css = codeColorsCss({ light: lightCodeTheme, dark: darkCodeTheme });
  for (const [selector, theme] of [
    [light, lightCodeTheme],
    [dark, darkCodeTheme],
  ] as const) {
    const rules = css.split('\n').filter((rule) => rule.startsWith(selector));
    for (const entry of theme.styles.filter((style) => style.style.color)) {
      expect(
        rules.some((rule) => rule.includes(`.token.${entry.types[0]}`) && rule.includes(`color:${entry.style.color}`)),
      ).toBe(true);
    }
  }
});
