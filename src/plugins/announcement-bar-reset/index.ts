import type { Plugin } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';

/**
 * Docusaurus hides a dismissed announcement bar before hydration by reading only the dismissal flag; the id check
 * happens later in React, so a bar whose id changed stays hidden for one more page load. This head script runs
 * before the theme's and clears a dismissal that belongs to an older id, so the new bar shows on the first load.
 */
export default function announcementBarResetPlugin(context: { siteConfig: { themeConfig: unknown } }): Plugin {
  const { announcementBar } = context.siteConfig.themeConfig as ThemeConfig;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!announcementBar?.id) {
        return {};
      }
      const id = JSON.stringify(announcementBar.id);
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: `try{if(localStorage.getItem('docusaurus.announcement.id')!==${id})localStorage.removeItem('docusaurus.announcement.dismiss')}catch(e){}`,
          },
        ],
      };
    },
  };
}
