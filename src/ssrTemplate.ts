type PageTemplateOptions = {
  /** Stylesheets the first paint does not need (the web font's); they load after it, with the entry scripts. */
  lateStylesheets: readonly string[];
};

/**
 * Starts the entry scripts, then the given stylesheets. It runs at the end of the body, so the whole server HTML is
 * parsed by then, and waits first for the next frame to be painted and then for the browser to report the first
 * contentful paint. The report matters: a frame painted by the main thread reaches the screen only later, and any
 * request that starts in between counts, in Lighthouse's simulated load, as needed for the largest paint, so on a
 * busy phone the scripts' download would delay it. Where no report is to be expected (no Paint Timing, or a page
 * loaded in a background tab, which paints only once shown) loading starts right after the next frame, and should a
 * report never arrive, two seconds after it. A stylesheet keeps print media until it has loaded, which keeps it behind
 * the scripts in the download queue and off the render path; its `onload` is a property, not an attribute, so the CSP
 * needs no hash for it.
 */
const loadAfterFirstPaint = `(function (stylesheets, scripts) {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
    stylesheets.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.media = 'print';
      link.onload = function () { link.media = 'all'; };
      document.head.appendChild(link);
    });
  }
  var Observer = window.PerformanceObserver;
  var reportsPaint = !!Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0 &&
    document.visibilityState === 'visible';
  requestAnimationFrame(function () {
    setTimeout(function () {
      if (!reportsPaint) return load();
      setTimeout(load, 2000);
      new Observer(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          load();
        }
      }).observe({ type: 'paint', buffered: true });
    });
  });
})`;

// JSON is valid JavaScript; escaping `<` keeps a URL from closing the script element or opening a template tag.
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Copied from @docusaurus/core@3.10.2 lib/ssg/ssgTemplate.html.js (MIT license, Copyright (c) Facebook, Inc. and its
 * affiliates), with one change: the entry scripts are not `<script defer>` tags in the head; they, and the stylesheets
 * given as late, start downloading once the page is on screen (see `loadAfterFirstPaint`), instead of competing with
 * the HTML and the stylesheet for a slow connection's bandwidth before it. The text is readable (and every link works)
 * without them; they add client-side navigation, search and the color-mode switch. tests/unit/page-template.test.ts
 * fails when the installed core's template no longer matches this copy.
 */
export function pageTemplate({ lateStylesheets }: PageTemplateOptions): string {
  return `<!DOCTYPE html>
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
    <script>${loadAfterFirstPaint}(${scriptLiteral(lateStylesheets)}, <%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
}
