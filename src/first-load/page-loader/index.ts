import type { LoadContext, Plugin } from '@docusaurus/types';

import { entryScriptsLoader } from './template';

export type PageLoaderOptions = {
  /** Stylesheets the first paint does not need (the web font's); they load after it, with the entry scripts. */
  lateStylesheets: readonly string[];
};

/**
 * Starts the entry scripts, then the given stylesheets. It runs at the end of the body, so the whole server HTML is
 * parsed by then, and waits first for the next frame to be painted and then for the browser to report the first
 * contentful paint: a frame painted by the main thread reaches the screen only later, and on a busy phone a download
 * started in between would share the connection with what that paint still needs. Where no report is to be expected
 * (no Paint Timing, or a page loaded in a background tab, which paints only once shown) loading starts right after
 * the next frame, and should a report never arrive, two seconds after it. A stylesheet keeps print media until it has
 * loaded, which keeps it behind the scripts in the download queue and off the render path; its `onload` is a
 * property, not an attribute, so the CSP needs no hash for it.
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

// JSON is valid JavaScript; escaping `<` keeps a URL from closing the script element.
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Defines the function with which the page template (./template.ts) starts the entry scripts. It is a tag of its
 * own rather than part of the template, so that the template stays core's with one line changed.
 */
export default function pageLoaderPlugin(_context: LoadContext, { lateStylesheets }: PageLoaderOptions): Plugin {
  return {
    name: 'page-loader',
    injectHtmlTags() {
      return {
        postBodyTags: [
          {
            tagName: 'script',
            innerHTML: `function ${entryScriptsLoader}(scripts) {\n  ${loadAfterFirstPaint}(${scriptLiteral(lateStylesheets)}, scripts);\n}`,
          },
        ],
      };
    },
  };
}
