import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { svgDataUrl } from '../../svgDataUrl';

type InlineFaviconOptions = {
  /** The icon, an SVG file under `static/`. */
  file: string;
};

/**
 * The site's icon, twice in every page's head. Browsers get it inline, as a `data:` URL: Chromium fetched the file
 * before the first paint, which Lighthouse's simulated mobile load counts against the largest paint. Search engines
 * get it as a file at a stable URL, declared for 48 px, the size they ask for; that declaration is also what makes
 * Chromium prefer the inline copy and fetch nothing, at every pixel density (the site config's `favicon`, which
 * renders an undeclared link, made it fetch the file). tests/mobile.spec.ts fails if a page fetches the icon.
 */
export default function inlineFavicon({ file }: InlineFaviconOptions) {
  return function inlineFaviconPlugin(context: LoadContext): Plugin {
    const icon = { rel: 'icon', type: 'image/svg+xml' };
    return {
      name: 'inline-favicon',
      injectHtmlTags() {
        return {
          headTags: [
            { tagName: 'link', attributes: { ...icon, sizes: '48x48', href: `${context.baseUrl}${file}` } },
            { tagName: 'link', attributes: { ...icon, href: svgDataUrl(path.join(context.siteDir, 'static', file)) } },
          ],
        };
      },
    };
  };
}
