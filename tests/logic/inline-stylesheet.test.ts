// The site stylesheet inside every built page (src/first-load/inline-stylesheet): the transform on its own. The pages
// the build wrote are tests/build/inline-stylesheet.test.ts.
import { expect, test } from '@playwright/test';

import { inlineStylesheets, pageEndId } from '../../src/first-load/inline-stylesheet/inlineStylesheet';

const page = (head: string) =>
  `<!doctype html><html><head>${head}</head><body><div id=__docusaurus>text</div></body></html>`;
const siteCss = 'a{color:red}';
const stylesheetText = (href: string) => (href === '/assets/css/styles.1.css' ? siteCss : `/* unexpected ${href} */`);

test('a stylesheet of the site moves inline, and the first frame waits for the end of the page', () => {
  const html = inlineStylesheets(
    page('<link rel=stylesheet href=/assets/css/styles.1.css />'),
    '/assets/css/',
    stylesheetText,
  );
  expect(html).toBe(
    page(`<link rel=expect href=#${pageEndId} blocking=render><style>${siteCss}</style>`).replace(
      '</body>',
      `<div id=${pageEndId} hidden></div></body>`,
    ),
  );
});

test('a stylesheet from elsewhere stays a link, and a page without the site stylesheet is left alone', () => {
  const fonts = page('<link rel="stylesheet" href="https://fonts.example/css" />');
  expect(inlineStylesheets(fonts, '/assets/css/', stylesheetText)).toBe(fonts);
});

test('a stylesheet that would not survive being inline stops the build', () => {
  const link = page('<link rel=stylesheet href=/assets/css/x.css />');
  const inline = (css: string) => () => inlineStylesheets(link, '/assets/css/', () => css);
  expect(inline('a::after{content:"</style>"}')).toThrow('</style');
  expect(inline('.logo{background:url(../img/logo.svg)}')).toThrow('relative URL');
  expect(inline(".logo{background:url( 'img/logo.svg')}")).toThrow('relative URL');
  expect(inline('.a{background:url("data:image/svg+xml;utf8,<svg/>")}.b{background:url(/img/logo.svg)}')).not.toThrow();
});
