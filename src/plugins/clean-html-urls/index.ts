import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Static hosts answer `/docs/x/index.html` (and some `/docs/x.html`) with the page, and Docusaurus matches the route,
 * but the address bar keeps the file name. This plugin rewrites it to the clean, trailing-slash URL in the browser.
 */
export default function cleanHtmlUrlsPlugin(): Plugin {
  return {
    name: 'clean-html-urls',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
