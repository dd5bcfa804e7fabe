import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The host redirects `/docs/x/index.html` to `/docs/x/`, but answers `/docs/x.html`, which has no file, with the
 * not-found page, whose scripts then route by the address bar. This plugin rewrites the address to the clean,
 * trailing-slash URL in the browser before the router reads it, so the reader gets the page.
 */
export default function cleanHtmlUrlsPlugin(): Plugin {
  return {
    name: 'clean-html-urls',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
