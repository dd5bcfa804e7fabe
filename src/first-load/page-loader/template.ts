/** The function that ./index.ts defines at the end of every page's body, which the page template calls. */
export const entryScriptsLoader = 'startEntryScripts';

/**
 * Copied from @docusaurus/core@3.10.2 lib/ssg/ssgTemplate.html.js (MIT license, Copyright (c) Facebook, Inc. and its
 * affiliates), with one change: the entry scripts are not `<script defer>` tags in the head; they, and the web font's
 * stylesheet, start downloading once the page is on screen, through the loader ./index.ts defines, instead of
 * competing with the HTML and the stylesheet for a slow connection's bandwidth before it. Observed under applied
 * mobile throttling, a build without it (and without four smaller mechanisms) painted 5% later and blocked the main
 * thread 28% longer, by up to 190 ms of TBT on /blog/ (`npm run bench -- --vs-same-pages`). The text is readable,
 * and every link works, without the scripts. tests/upgrade/page-template.test.ts fails when the installed core's
 * template no longer matches this copy.
 */
export const pageTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${entryScriptsLoader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
