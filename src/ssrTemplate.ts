/**
 * Copied from @docusaurus/core@3.10.2 lib/ssg/ssgTemplate.html.js (MIT license, Copyright (c) Facebook, Inc. and its
 * affiliates), with one change: the entry scripts are not `<script defer>` tags in the head but start downloading once
 * the page has painted, instead of competing with the HTML and the stylesheet for a slow connection's bandwidth. The
 * text is readable (and every link works) without them; they add client-side navigation, search and the color-mode
 * switch. tests/unit/page-template.test.ts fails when the installed core's template no longer matches this copy.
 */
export const ssrTemplate = `<!DOCTYPE html>
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
    <script>requestAnimationFrame(function(){setTimeout(function(){<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s)})})})</script>
  </body>
</html>
`;
