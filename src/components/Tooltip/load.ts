/**
 * Starts loading what opens and closes the tooltips (./behavior.ts) as soon as a page that has some runs its code,
 * before React renders it: every such page imports this (src/remark/tooltipBehavior.ts). The behavior is a chunk of
 * its own, loaded on demand from here: as a module that most pages import, it would go into Docusaurus's `common`
 * chunk, which every page loads (the home page 0.7 KB gzip more), and as a shared chunk of its own, every route would
 * list it in the route table that every page loads (0.3 KB gzip more).
 */
if (typeof document !== 'undefined') {
  void import('./behavior');
}
