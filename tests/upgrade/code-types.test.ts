import { expect, test } from '@playwright/test';

import { installedText } from './installed';

// src/components/CodeTypes/TypedContent calls the theme's code block content as a function and gives the function it
// returns, which draws the lines, tokens cut and marked by the block's types; src/theme/CodeBlock/Line/Token draws the
// marks around the theme's token. This fails when an upgrade changes either shape: the marks would then be lost, or
// drawn in the wrong place.

/** The text of a module of the classic theme, with its white space collapsed. */
const themeModule = (file: string) =>
  installedText('@docusaurus/theme-classic', `lib/theme/CodeBlock/${file}`).replace(/\s+/g, ' ');

test("the theme's code block content returns Prism's Highlight, whose function draws a Line per line of tokens", () => {
  const content = themeModule('Content/index.js');
  expect(content).toMatch(
    /export default function CodeBlockContent\(\{ ?className: classNameProp ?\}\) \{ const \{ ?metadata, wordWrap ?\} = useCodeBlockContext\(\); const prismTheme = usePrismTheme\(\);/,
  );
  expect(content).toMatch(
    /return \( <Highlight theme=\{prismTheme\} code=\{code\} language=\{language\}> \{\(\{ ?className, style, tokens: lines, getLineProps, getTokenProps ?\}\) => \(/,
  );
  expect(content).toMatch(/\{lines\.map\(\(line, i\) => \( <Line key=\{i\} line=\{line\}/);
});

test("the theme's token draws the props it is given as a span, without the token", () => {
  expect(themeModule('Line/Token/index.js')).toMatch(
    /export default function CodeBlockLineToken\(\{ ?line, token, \.\.\.props ?\}\) \{ return <span \{\.\.\.props\} \/>; \}/,
  );
});
